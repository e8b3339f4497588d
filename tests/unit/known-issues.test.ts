// The known-issues pages and their reproductions stay in step without the CommandKit source: every
// entry of docs/guide/advanced/known-issues*.mdx has a reproduction in
// scripts/check-examples/known-issues/ and the other way round, and every "Known issue in 1.2.0"
// box in docs/ and every link to the pages (docs/, api-notes/, docgen's import-path table) points
// at an entry that exists on the page it names, and every entry says whether the bug is still on
// CommandKit's main branch.
// `npm run check:examples -- --source <checkout> --known-issues [--main <checkout>]` runs the
// reproductions themselves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ENTRY_LINK,
  KNOWN_ISSUES_PAGE,
  KNOWN_ISSUES_PAGES,
  KNOWN_ISSUES_URL,
  entryLinks,
  entryPages,
  linksToEntries,
  pageEntryIds,
  pageMainCommit,
  pageMainStatus,
  reproductionIds,
} from '../../scripts/check-examples/known-issue-runner';
import { KNOWN_ISSUE_OF_IMPORT_PATH, KNOWN_ISSUES_PAGE_URL } from '../../scripts/docgen/config';

const entries = pageEntryIds();
const pageOf = entryPages();
const pageFiles = KNOWN_ISSUES_PAGES.map((page) => page.file);

function mdxFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) mdxFiles(path, out);
    else if (/\.mdx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

test('the page has entries with unique ids', () => {
  assert.ok(entries.length >= 10, `only ${entries.length} entries on ${pageFiles.join(', ')}`);
  assert.equal(new Set(entries).size, entries.length, 'duplicate entry ids');
  for (const page of KNOWN_ISSUES_PAGES) {
    assert.ok(
      [...pageOf.values()].some((p) => p.file === page.file),
      `${page.file} has no entries`,
    );
  }
});

test("the core page's anchors of the moved entries lead on to the page that has them", () => {
  const core = readFileSync(KNOWN_ISSUES_PAGE, 'utf8');
  for (const [id, page] of pageOf) {
    if (page.file === KNOWN_ISSUES_PAGE) continue;
    assert.ok(
      core.includes(`<span id="${id}" />[`) && core.includes(`](${page.url}#${id})`),
      `${KNOWN_ISSUES_PAGE} keeps #${id} (for old links) with a link to ${page.url}#${id}`,
    );
  }
});

test('every entry has a reproduction and every reproduction an entry', () => {
  const reproductions = reproductionIds();
  assert.deepEqual(
    entries.filter((id) => !reproductions.includes(id)),
    [],
    'entries without scripts/check-examples/known-issues/<id>.mjs',
  );
  assert.deepEqual(
    reproductions.filter((id) => !entries.includes(id)),
    [],
    `reproductions without an entry on ${pageFiles.join(' or ')}`,
  );
});

test('every reproduction exports a default function and names its source line', () => {
  for (const id of reproductionIds()) {
    const code = readFileSync(`scripts/check-examples/known-issues/${id}.mjs`, 'utf8');
    assert.match(code, /export default async function/, `${id}: no default export`);
    assert.match(
      code,
      /packages\/[\w-]+\/[\w./-]+:\d+/,
      `${id}: no packages/…:line in its comment`,
    );
  }
});

test('every entry states its source line', () => {
  const pages = pageFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
  const sections = pages.split(/^### /m).slice(1);
  for (const section of sections) {
    const id = /\{#([a-z0-9-]+)\}/.exec(section)?.[1];
    assert.match(section, /\*\*Source:\*\* `packages\/[^`]+:\d+`/, `${id}: no **Source:** line`);
    assert.match(section, /\*\*Workaround:\*\*/, `${id}: no **Workaround:**`);
  }
});

test('every "Known issue in 1.2.0" box in docs/ links to an existing entry', () => {
  const problems: string[] = [];
  for (const file of mdxFiles('docs')) {
    const rel = relative('.', file);
    if (pageFiles.includes(rel)) continue;
    const text = readFileSync(file, 'utf8');
    for (const box of text.matchAll(/^:::\w+ Known issue in 1\.2\.0\n([\s\S]*?)^:::$/gm)) {
      const links = [...box[1]!.matchAll(ENTRY_LINK)];
      if (!links.length) problems.push(`${rel}: a box without a link to ${KNOWN_ISSUES_URL}…#…`);
      for (const [, url, id] of links)
        if (pageOf.get(id!)?.url !== url) problems.push(`${rel}: ${url}#${id} is no entry`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every link to the pages from docs/ and api-notes/ names an entry on the page it links to', () => {
  const problems = entryLinks()
    .filter(({ url, id }) => pageOf.get(id)?.url !== url)
    .map(({ url, id, where }) => `${url}#${id} from ${where}`);
  assert.deepEqual(problems, []);
  assert.ok(linksToEntries().size >= 10, 'links to at least ten entries');
});

test("docgen's import-path table names existing entries", () => {
  assert.equal(KNOWN_ISSUES_PAGE_URL, KNOWN_ISSUES_URL);
  for (const [path, id] of Object.entries(KNOWN_ISSUE_OF_IMPORT_PATH))
    assert.equal(pageOf.get(id)?.url, KNOWN_ISSUES_PAGE_URL, `${path} → #${id} is no entry there`);
});

test('every entry says whether the bug is still on the main branch the page names', () => {
  assert.match(pageMainCommit() ?? '', /^[0-9a-f]{8}$/, 'the page names no main-branch commit');
  const statuses = pageMainStatus();
  assert.deepEqual(
    entries.filter((id) => !statuses.has(id)),
    [],
    'entries without an "**On main:** still there" / "fixed by `<commit>`" line',
  );
});
