// The committed 0.1.10 reference must be exactly what the docgen generates from
// node_modules/commandkit (same input -> byte-identical output).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { V0, V0_INPUT, V0_ITEMS } from '../../scripts/docgen/config';
import { diffTree, generate, readTree } from '../../scripts/docgen/generate';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const committed = path.join(siteRoot, V0.outDir);

test('regenerating the 0.1.10 reference reproduces the committed pages byte for byte', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'docgen-v0-'));
  try {
    const dir = path.join(out, 'api-reference');
    generate({ version: '0.1.10', siteRoot, source: path.join(siteRoot, V0_INPUT), outDir: dir });
    const fresh = readTree(dir);
    assert.ok(fresh.size > 0, 'nothing generated');
    assert.deepEqual(
      diffTree(committed, fresh),
      [],
      'committed 0.1.10 pages differ: run npm run docgen -- --version 0.1.10',
    );
    // A second run gives the same bytes.
    generate({ version: '0.1.10', siteRoot, source: path.join(siteRoot, V0_INPUT), outDir: dir });
    assert.deepEqual(readTree(dir), fresh);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('every 0.1.10 page is one of the listed items and has our description', () => {
  const pages = [...readTree(committed).entries()].filter(([f]) => f.endsWith('.mdx'));
  assert.ok(pages.length > 0);
  for (const [file, text] of pages) {
    const name = path.basename(file, '.mdx');
    assert.ok(V0_ITEMS.includes(name), `${file} is not a listed 0.1.10 item`);
    assert.match(text, /^description: ".+"$/m, `${file} has no description`);
  }
});
