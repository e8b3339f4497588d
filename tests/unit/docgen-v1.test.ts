// The committed 1.x reference (generated from the CommandKit source, which CI does not have):
// every item in the manifest has a page and our description, and no note is an orphan.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { V1, V1_MAIN_ONLY_PACKAGES, V1_PACKAGES } from '../../scripts/docgen/config';
import { readTree } from '../../scripts/docgen/generate';
import { MAIN_MODEL_FILE, readMainRuntime } from '../../scripts/docgen/main-model';
import { loadNotes, PACKAGE_KEY } from '../../scripts/docgen/notes';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const notesDir = path.join(siteRoot, 'api-notes', '1.x');
const outDir = path.join(siteRoot, V1.outDir);
const manifestFile = path.join(notesDir, '.manifest.json');

interface Manifest {
  packages: Record<string, { key: string; kind: string; name: string; url: string }[]>;
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

test('the manifest covers the nine 1.x packages and, with a model of main, the packages only main has', () => {
  const mainOnly = existsSync(path.join(notesDir, '.model-main.json')) ? V1_MAIN_ONLY_PACKAGES : [];
  assert.deepEqual(
    Object.keys(manifest.packages).sort(),
    [...V1_PACKAGES, ...mainOnly].map((p) => p.folder).sort(),
  );
});

test('every manifest item has a page, and every page is in the manifest', () => {
  const pages = new Set(
    [...readTree(outDir).keys()].filter((f) => f.endsWith('.mdx') && !f.endsWith('index.mdx')),
  );
  const listed = new Set<string>();
  for (const items of Object.values(manifest.packages)) {
    for (const item of items) {
      const rel = `${item.url.replace('/docs/api-reference/', '')}.mdx`;
      listed.add(rel);
      assert.ok(pages.has(rel), `no page for ${item.name} (${rel})`);
    }
  }
  for (const p of pages) assert.ok(listed.has(p), `page ${p} is not in the manifest`);
});

for (const pkg of V1_PACKAGES) {
  test(`${pkg.folder}: every item has our description`, () => {
    const { notes } = loadNotes(notesDir, pkg.folder);
    const missing = manifest.packages[pkg.folder]
      .filter((i) => !notes.get(i.key)?.description)
      .map((i) => i.key);
    assert.deepEqual(
      missing,
      [],
      `${missing.length} item(s) of ${pkg.folder} lack a description in api-notes/1.x/${pkg.folder}.yml`,
    );
  });

  test(`${pkg.folder}: no orphan notes`, () => {
    const { notes } = loadNotes(notesDir, pkg.folder);
    const keys = new Set(manifest.packages[pkg.folder].map((i) => i.key));
    const orphans = [...notes.keys()].filter((k) => k !== PACKAGE_KEY && !keys.has(k));
    assert.deepEqual(orphans, [], `note keys of ${pkg.folder} that match no item`);
  });
}

test('generated pages carry the descriptions of the notes', () => {
  // A cheap staleness check: a page whose item has a description must show it in its front matter.
  for (const [folder, items] of Object.entries(manifest.packages)) {
    const { notes } = loadNotes(notesDir, folder);
    for (const item of items) {
      if (!notes.get(item.key)?.description) continue;
      const file = path.join(outDir, `${item.url.replace('/docs/api-reference/', '')}.mdx`);
      if (!existsSync(file)) continue;
      assert.match(
        readFileSync(file, 'utf8'),
        /^description: /m,
        `${file} is stale: run npm run docgen`,
      );
    }
  }
});

test('.runtime-exports.json is sorted and every value import of the reference is true at runtime', () => {
  const runtime = JSON.parse(
    readFileSync(path.join(notesDir, '.runtime-exports.json'), 'utf8'),
  ) as Record<string, { loads: boolean; error?: string; exports: string[] }>;
  const keys = Object.keys(runtime);
  assert.deepEqual(keys, [...keys].sort());
  for (const [spec, entry] of Object.entries(runtime)) {
    assert.deepEqual(entry.exports, [...entry.exports].sort(), spec);
    if (!entry.loads) {
      assert.ok(entry.error, `${spec} does not load but gives no error`);
      assert.deepEqual(entry.exports, [], spec);
    }
  }
  // Pages of what only main has (front matter `on_main: true`) import from main's build.
  const mainRuntime = existsSync(path.join(notesDir, MAIN_MODEL_FILE))
    ? (readMainRuntime(siteRoot) as typeof runtime)
    : {};
  const wrong: string[] = [];
  for (const [rel, text] of readTree(outDir)) {
    const runtimeOfPage = /^on_main: true$/m.test(text) ? mainRuntime : runtime;
    for (const m of text.matchAll(/^import (type )?\{([^}]*)\} from '([^']+)';$/gm)) {
      const [line, typeOnly, list, spec] = m;
      if (typeOnly || !/^(commandkit|@commandkit\/)/.test(spec)) continue; // types; third-party examples
      const entry = runtimeOfPage[spec];
      for (const part of list.split(',').map((p) => p.trim())) {
        if (!part || part.startsWith('type ')) continue;
        const name = part.split(/\s+as\s+/)[0];
        if (!entry?.loads || !entry.exports.includes(name))
          wrong.push(`${rel}: ${name} in ${line}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});
