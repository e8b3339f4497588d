// Generated API pages are never edited by hand: docgen stamps each with a hash of its text
// (scripts/docgen/stamp.ts), and a page whose text no longer matches was edited, an edit the next
// `npm run docgen` would silently erase. And the committed 1.x pages are current: rendering the
// committed model (api-notes/1.x/.model.json) with the notes gives them byte for byte. Runs without
// the CommandKit source.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { listMarkdownFiles } from '../../scripts/content/content-files';
import { V1 } from '../../scripts/docgen/config';
import { collectFromModel, diffTree } from '../../scripts/docgen/render-model';
import {
  GENERATED_ROOTS,
  editedLine,
  stampPage,
  stampProblem,
  stampState,
} from '../../scripts/docgen/stamp';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const ITEM_PAGE = 'docs/api-reference/commandkit/classes/command-kit.mdx';

for (const root of GENERATED_ROOTS) {
  test(`every generated page under ${root.dir} is as docgen wrote it`, () => {
    const files = listMarkdownFiles(path.join(siteRoot, root.dir));
    assert.ok(files.length > 0, `no pages under ${root.dir}`);
    const problems: string[] = [];
    for (const file of files) {
      const rel = path.relative(siteRoot, file).split(path.sep).join('/');
      const text = readFileSync(file, 'utf8');
      const problem = stampProblem(text, rel, root.version);
      if (problem) problems.push(`${rel}:${editedLine(text, rel, siteRoot)}:1 ${problem}`);
    }
    assert.deepEqual(problems, []);
  });
}

test('a hand edit of a generated page is caught and names the note file and key to edit', () => {
  const page = readFileSync(path.join(siteRoot, ITEM_PAGE), 'utf8');
  assert.equal(stampState(page), 'ok');
  const edited = page.replace(
    'The main class of CommandKit',
    'The main class of CommandKit (edited)',
  );
  assert.notEqual(edited, page);
  assert.equal(stampState(edited), 'edited');
  const problem = stampProblem(edited, ITEM_PAGE, '1.x');
  assert.match(problem ?? '', /edited by hand/);
  assert.match(problem ?? '', /api-notes\/1\.x\/commandkit\.yml, key "CommandKit"/);
  // Removing the stamp is no way out either.
  const unstamped = page.replace(/^# content-sha256: .*\n/m, '');
  assert.equal(stampState(unstamped), 'missing');
  // docgen's stamping is stable: stamping a stamped page changes nothing.
  assert.equal(stampPage(page), page);
  assert.equal(stampPage(unstamped), page);
});

test('a package index page points at its `_package` note', () => {
  const rel = 'docs/api-reference/cache/index.mdx';
  const page = readFileSync(path.join(siteRoot, rel), 'utf8');
  const problem = stampProblem(page.replace(/\n## /, '\nEdited.\n\n## '), rel, '1.x');
  assert.match(problem ?? '', /api-notes\/1\.x\/cache\.yml, key "_package"/);
});

test('rendering the committed 1.x model with the notes reproduces the committed pages and manifest', () => {
  const result = collectFromModel({ version: '1.x', siteRoot });
  assert.ok(result.files.size > 500, `only ${result.files.size} files rendered`);
  assert.deepEqual(
    diffTree(path.join(siteRoot, V1.outDir), result.files),
    [],
    'the committed pages are not what the model and notes give: run npm run docgen -- --version 1.x',
  );
  const manifest = readFileSync(path.join(siteRoot, 'api-notes', '1.x', '.manifest.json'), 'utf8');
  assert.equal(result.manifest, manifest, 'api-notes/1.x/.manifest.json is stale');
});

test('a description changed in the notes changes exactly the pages that show it', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'generated-pages-'));
  try {
    const notesDir = path.join(tmp, 'notes');
    cpSync(path.join(siteRoot, 'api-notes', '1.x'), notesDir, { recursive: true });
    const file = path.join(notesDir, 'commandkit.yml');
    const notes = readFileSync(file, 'utf8');
    const fixed = notes.replace(/^(CommandKit:\n {2}description: >-\n {4})/m, '$1Fixed. ');
    assert.notEqual(fixed, notes, 'no folded description of CommandKit in commandkit.yml');
    writeFileSync(file, fixed);
    const before = collectFromModel({ version: '1.x', siteRoot }).files;
    const after = collectFromModel({ version: '1.x', siteRoot, notesDir }).files;
    assert.deepEqual([...after.keys()], [...before.keys()]);
    const changed = [...after.keys()].filter((rel) => after.get(rel) !== before.get(rel));
    // Its own page and the list that summarises it (the commandkit overview, with more exports
    // than it lists one by one, links to the kind pages instead).
    assert.deepEqual(changed.sort(), [
      'commandkit/classes/command-kit.mdx',
      'commandkit/classes/index.mdx',
    ]);
    assert.match(after.get('commandkit/classes/command-kit.mdx')!, /^description: "Fixed\."$/m);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('a package overview lists every export, or for a large package links to each kind page', () => {
  const files = collectFromModel({ version: '1.x', siteRoot }).files;
  const ai = files.get('ai/index.mdx')!;
  assert.match(ai, /^## Functions\n\n\| Name \| Description \|$/m);
  assert.match(ai, /^\| \[useAI\]\(\/docs\/api-reference\/ai\/functions\/use-ai\) \| \S/m);
  const commandkit = files.get('commandkit/index.mdx')!;
  assert.doesNotMatch(commandkit, /\| Name \| Description \|/);
  for (const kind of ['classes', 'enums', 'functions', 'interfaces', 'types', 'variables']) {
    const count = [...files.keys()].filter(
      (rel) =>
        rel.startsWith(`commandkit/${kind}/`) &&
        rel.endsWith('.mdx') &&
        !rel.endsWith('/index.mdx'),
    ).length;
    assert.match(
      commandkit,
      new RegExp(
        `^\\| \\[\\w+\\]\\(/docs/api-reference/commandkit/${kind}/\\) \\| ${count} \\|$`,
        'm',
      ),
      `the overview links to the ${kind} page with its ${count} exports`,
    );
  }
});
