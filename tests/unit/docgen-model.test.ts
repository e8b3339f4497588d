// The extract/render split on the two-package fixture (tests/fixtures/.docgen/fidelity): the model
// an extraction writes renders, without the source, exactly the pages the extraction rendered; the
// file is stable and drops nothing; a description edited in the notes is re-rendered from it.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { FIDELITY_FIXTURE, FIDELITY_PACKAGES } from './helpers/docgen-fidelity-fixture';
import { MODEL_FILE, modelJson, parseModel } from '../../scripts/docgen/api-model';
import { generate, type GenerateResult } from '../../scripts/docgen/generate';
import { DocgenError } from '../../scripts/docgen/model';
import { collectFromModel, generateFromModel, readTree } from '../../scripts/docgen/render-model';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const fixture = FIDELITY_FIXTURE;
let tmp = '';
let notesDir = '';
let extracted: GenerateResult;

before(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'docgen-model-'));
  notesDir = path.join(tmp, 'notes');
  cpSync(path.join(fixture, 'notes'), notesDir, { recursive: true });
  extracted = generate({
    version: '1.x',
    siteRoot,
    source: fixture,
    packages: FIDELITY_PACKAGES,
    outDir: path.join(tmp, 'extracted'),
    notesDir,
  });
});
after(() => rmSync(tmp, { recursive: true, force: true }));

const fromModel = (outDir?: string) => ({ version: '1.x' as const, siteRoot, notesDir, outDir });

test('an extraction writes the model next to the notes, and rendering it reproduces every page', () => {
  const text = readFileSync(path.join(notesDir, MODEL_FILE), 'utf8');
  assert.equal(text, extracted.model);
  const rendered = collectFromModel(fromModel());
  assert.ok(extracted.files.size > 10, `only ${extracted.files.size} files extracted`);
  assert.deepEqual([...rendered.files.keys()].sort(), [...extracted.files.keys()].sort());
  for (const [rel, page] of extracted.files) assert.equal(rendered.files.get(rel), page, rel);
  assert.equal(rendered.manifest, extracted.manifest);
  assert.deepEqual(rendered.warnings, extracted.warnings);
});

test('the model file is stable, one item per line, and loses nothing when read back', () => {
  const text = extracted.model!;
  assert.equal(modelJson(parseModel(text, MODEL_FILE)), text);
  const itemLines = text.split('\n').filter((l) => l.startsWith('    {"pkg":'));
  assert.equal(itemLines.length, extracted.items.length);
  // Read back, every item equals the extracted one, defaults included (false, []).
  const items = JSON.parse(JSON.stringify(extracted.items)) as unknown;
  assert.deepEqual(parseModel(text, MODEL_FILE).items, items);
  // Defaults are left out of the file, so it stays compact.
  assert.doesNotMatch(text, /"(deprecated|optional|readonly|isStatic|rest)":false/);
  assert.doesNotMatch(text, /"(members|signatures|params|aliases|usedBy)":\[\]/);
});

test('a description fixed in the notes is re-rendered from the model alone', () => {
  const file = path.join(notesDir, 'core.yml');
  const before = readFileSync(file, 'utf8');
  const key = /^([A-Za-z]\w*):\n {2}description: /m.exec(before)?.[1];
  assert.ok(key, 'no top-level note with a description in core.yml');
  const page = extracted.items.find((i) => i.pkg === 'core' && i.name === key)!.file;
  try {
    writeFileSync(
      file,
      before.replace(
        new RegExp(`^(${key}:\\n {2}description: )`, 'm'),
        '$1A freshly fixed sentence. ',
      ),
    );
    const out = path.join(tmp, 'rendered');
    generateFromModel(fromModel(out));
    const pages = readTree(out);
    assert.match(pages.get(page)!, /A freshly fixed sentence\./);
    const changed = [...pages].filter(([rel, text]) => extracted.files.get(rel) !== text);
    assert.ok(changed.some(([rel]) => rel === page));
  } finally {
    writeFileSync(file, before);
  }
});

test('without a model, rendering fails clearly; a model of another format is refused', () => {
  const empty = path.join(tmp, 'no-model');
  assert.throws(
    () => collectFromModel({ version: '1.x', siteRoot, notesDir: empty }),
    (e: unknown) => e instanceof DocgenError && /No extracted model at .*--source/.test(e.message),
  );
  const other = extracted.model!.replace('"format": 1', '"format": 0');
  assert.throws(() => parseModel(other, MODEL_FILE), /model format 0.*re-extract with --source/);
  assert.throws(
    () => generate({ version: '1.x', siteRoot, notesDir, packages: [] }),
    /--packages chooses what to extract/,
  );
});
