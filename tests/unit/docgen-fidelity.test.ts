// Fidelity rules of the generator, one test per rule, on a fixture with two packages
// (tests/fixtures/.docgen/fidelity): inferred types are never blanked, type names link (here or to
// discord.js' docs), only object shapes expand into "Properties of", a page names its home package,
// non-exported types that public signatures use get pages, and import lines are true at runtime.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { FIDELITY_FIXTURE, FIDELITY_PACKAGES } from './helpers/docgen-fidelity-fixture';
import { generate, readTree } from '../../scripts/docgen/generate';
import type { RuntimeExports } from '../../scripts/docgen/runtime';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const fixture = FIDELITY_FIXTURE;
let tmp = '';
let files = new Map<string, string>();
let runtime: RuntimeExports;

before(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'docgen-fidelity-'));
  generate({
    version: '1.x',
    siteRoot,
    source: fixture,
    packages: FIDELITY_PACKAGES,
    outDir: path.join(tmp, 'api-reference'),
    notesDir: path.join(fixture, 'notes'),
    manifestFile: path.join(tmp, 'notes', '.manifest.json'),
  });
  files = readTree(path.join(tmp, 'api-reference'));
  runtime = JSON.parse(
    readFileSync(path.join(tmp, 'notes', '.runtime-exports.json'), 'utf8'),
  ) as RuntimeExports;
});
after(() => rmSync(tmp, { recursive: true, force: true }));

const page = (rel: string): string => {
  const text = files.get(rel);
  assert.ok(text, `missing page ${rel}; have ${[...files.keys()].join(', ')}`);
  return text;
};
const DJS = 'https://discord.js.org/docs/packages';

test('an inferred type containing any prints as written, never blank', () => {
  const text = page('core/classes/store.mdx');
  assert.match(
    text,
    /\| <code>\{"map"\}<\/code> <small>readonly<\/small> \| <code>\{"Map\\u003cstring, any\\u003e"\}<\/code> \|/,
  );
  assert.match(
    text,
    /\| <code>\{"items"\}<\/code> <small>readonly<\/small> \| <code><a href="[^"]+Collection:Class">\{"Collection"\}<\/a>\{"\\u003cany, any\\u003e"\}<\/code> \|/,
  );
  assert.doesNotMatch(
    text,
    /^\| <code>\{"\w+"\}<\/code>(?: <small>[^<]*<\/small>)? \| +\|/m,
    'empty Type cell',
  );
});

test('every method and function shows its return type, also when the checker cannot know it', () => {
  assert.match(page('core/classes/store.mdx'), /getItems\(\): Collection<any, any>/);
  const tool = page('core/functions/make-tool.mdx');
  assert.match(tool, /function makeTool\(\): ReturnType<typeof tool>/);
  assert.match(tool, /## Returns/);
});

test('type names link to discord.js docs, including what discord.js re-exports', () => {
  const text = page('core/functions/greet.mdx');
  assert.match(
    text,
    new RegExp(`<a href="${DJS}/discord.js/stable/Client:Class">\\{"Client"\\}</a>`),
  );
  assert.match(
    text,
    /<a href="https:\/\/discord-api-types\.dev\/api\/discord-api-types-v10\/enum\/ButtonStyle">\{"ButtonStyle"\}<\/a>/,
  );
});

test('a type public signatures use but nothing exports gets its own page, linked and explained', () => {
  const config = page('core/interfaces/engine-config.mdx');
  assert.match(config, /is not exported by name, so there is nothing to import/);
  assert.match(config, /\[build\]\(\/docs\/api-reference\/core\/functions\/build\)/);
  assert.match(config, /\{"retries"\}/);
  const engine = page('core/classes/engine.mdx');
  assert.match(engine, /### start\(\)/);
  assert.match(
    page('core/functions/build.mdx'),
    /<a href="\/docs\/api-reference\/core\/interfaces\/engine-config">\{"EngineConfig"\}<\/a>/,
  );
  const manifest = JSON.parse(readFileSync(path.join(tmp, 'notes', '.manifest.json'), 'utf8'));
  const names = manifest.packages.core.map((i: { name: string }) => i.name);
  assert.ok(names.includes('EngineConfig') && names.includes('Engine'));
});

test('"Properties of" expands object shapes only, never a class instance', () => {
  assert.match(page('core/functions/build.mdx'), /### Properties of <code>\{"config"\}<\/code>/);
  assert.doesNotMatch(page('core/functions/use-engine.mdx'), /Properties of/);
});

test('the kind line names the home package first', () => {
  assert.match(
    page('extra/functions/extra-thing.mdx'),
    /^\*\*Function\*\* of <code>\{"@fixture\/extra"\}<\/code>$/m,
  );
});

test('.runtime-exports.json: what each entry exports when it runs', () => {
  assert.deepEqual(Object.keys(runtime), [
    '@fixture/core',
    '@fixture/core/broken',
    '@fixture/core/partial',
    '@fixture/core/syntax',
    '@fixture/extra',
  ]);
  assert.deepEqual(runtime['@fixture/core'], {
    loads: true,
    exports: [
      'Collection',
      'Store',
      'build',
      'extraThing',
      'greet',
      'helper',
      'makeTool',
      'promisedOnly',
      'useEngine',
    ],
  });
  assert.deepEqual(runtime['@fixture/core/broken'], {
    loads: false,
    error: 'ReferenceError: Missing is not defined',
    exports: [],
  });
  // `notThere` is destructured from a module that lacks it: the key holds undefined, so it is left out.
  assert.deepEqual(runtime['@fixture/core/partial'], { loads: true, exports: ['helper', 'local'] });
  assert.equal(runtime['@fixture/core/syntax'].loads, false);
  assert.match(runtime['@fixture/core/syntax'].error ?? '', /^SyntaxError: /);
});

test('import lines: the first entry that exports the value at runtime, main entry first', () => {
  assert.match(
    page('core/functions/helper.mdx'),
    /```ts\nimport \{ helper \} from '@fixture\/core';\n```/,
  );
  assert.match(
    page('extra/functions/extra-thing.mdx'),
    /import \{ extraThing \} from '@fixture\/extra';/,
  );
  assert.match(
    page('core/interfaces/options.mdx'),
    /import type \{ Options \} from '@fixture\/core';/,
  );
});

test('a value whose only entries fail at runtime shows a known issue, not an import', () => {
  const text = page('core/functions/hidden-value.mdx');
  assert.doesNotMatch(text, /^import /m);
  assert.match(text, /:::warning Known issue in 1\.2\.0/);
  assert.match(
    text,
    /<code>\{"@fixture\/core\/broken"\}<\/code> fails to load \\\(ReferenceError: Missing is not defined\\\)/,
  );
  assert.match(text, /<code>\{"@fixture\/core\/partial"\}<\/code> loads, but does not export/);
  // A value the main entry exports imports from there, although other entries list it too.
  assert.match(
    page('core/functions/promised-only.mdx'),
    /import \{ promisedOnly \} from '@fixture\/core';\n```/,
  );
});

test('generated pages say which note file and key to edit', () => {
  assert.match(
    page('core/functions/build.mdx'),
    /To change the text of this page, edit <code>\{"api-notes\/1\.x\/core\.yml"\}<\/code>, key <code>\{"build"\}<\/code>/,
  );
});
