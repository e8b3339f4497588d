// Generated API pages are never edited by hand: docgen stamps each with a hash of its text
// (scripts/docgen/stamp.ts), and a page whose text no longer matches was edited, an edit the next
// `npm run docgen` would silently erase. Runs without the CommandKit source.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { listMarkdownFiles } from '../../scripts/content/content-files';
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
