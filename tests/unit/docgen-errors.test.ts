// Bad input fails with a clear error and leaves the output folder untouched.
import assert from 'node:assert/strict';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { generate } from '../../scripts/docgen/generate';
import { DocgenError } from '../../scripts/docgen/model';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
// Fixtures live in a dot-folder so the site's tsc run does not type-check them.
const fixtures = path.join(siteRoot, 'tests', 'fixtures', '.docgen');

function run(source: string, pkg: string, out: string, notesDir?: string) {
  return generate({
    version: '1.x',
    siteRoot,
    source,
    packages: [{ dir: pkg, folder: pkg, label: pkg }],
    outDir: out,
    notesDir: notesDir ?? path.join(out, '..', 'notes'),
    manifestFile: null,
  });
}

function withTemp(fn: (tmp: string) => void) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'docgen-err-'));
  try {
    fn(tmp);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Creates an output folder holding one existing page, to prove a failed run leaves it alone. */
function existingOutput(tmp: string): string {
  const out = path.join(tmp, 'out');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'keep.mdx'), 'existing');
  return out;
}

function assertUntouched(tmp: string, out: string) {
  assert.equal(readFileSync(path.join(out, 'keep.mdx'), 'utf8'), 'existing');
  assert.deepEqual(
    readdirSync(tmp).filter((f) => f.includes('docgen-tmp')),
    [],
    'temporary folder left behind',
  );
  assert.deepEqual(readdirSync(out), ['keep.mdx']);
}

test('a wrong source path fails clearly and writes nothing', () => {
  withTemp((tmp) => {
    const out = existingOutput(tmp);
    assert.throws(
      () => run(path.join(tmp, 'does-not-exist'), 'demo', out),
      (e: unknown) => {
        assert.ok(e instanceof DocgenError);
        assert.match(e.message, /not found/i);
        return true;
      },
    );
    assertUntouched(tmp, out);
  });
});

test('a wrong package folder fails clearly and writes nothing', () => {
  withTemp((tmp) => {
    const out = existingOutput(tmp);
    assert.throws(() => run(path.join(fixtures, 'ok'), 'nope', out), /Package folder not found/);
    assertUntouched(tmp, out);
  });
});

test('a package without entry points fails clearly and writes nothing', () => {
  withTemp((tmp) => {
    const out = existingOutput(tmp);
    assert.throws(() => run(path.join(fixtures, 'no-entry'), 'empty', out), /has no entry points/);
    assertUntouched(tmp, out);
  });
});

test('a syntax error in the input fails clearly and writes nothing', () => {
  withTemp((tmp) => {
    const src = path.join(tmp, 'src');
    cpSync(path.join(fixtures, 'ok'), src, { recursive: true });
    const broken = path.join(src, 'packages', 'demo', 'src', 'util', 'index.ts');
    appendFileSync(broken, '\nexport function broken(a: string {\n  return a;\n}\n');
    const out = existingOutput(tmp);
    assert.throws(
      () => run(src, 'demo', out),
      (e: unknown) => {
        assert.ok(e instanceof DocgenError);
        assert.match(e.message, /Syntax errors/);
        assert.match(e.message, /util[\\/]index\.ts:\d+:\d+/);
        return true;
      },
    );
    assertUntouched(tmp, out);
  });
});
