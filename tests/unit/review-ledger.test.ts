// The review ledger (review-ledger/*.yml): every page that must have a second reader has an entry
// saying which library version and commit it was checked against, when, by whom and how; and every
// guide page has a boundary pass: each rule, limit, order, type or error the page states, with the
// edge inputs someone other than its author tried and what they saw (issue 41).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface LedgerEntry {
  page: string;
  library: string;
  commit: string;
  date: string;
  reviewer: string;
  ran?: string[];
  read?: string[];
  corrected?: { was: string; now: string; evidence: string }[];
  boundary?: BoundaryItem[];
  /** Who tried the boundary items (not the page's author); an item may name its own. */
  by?: string;
}

/** One stated rule and the edge inputs tried against it. */
interface BoundaryItem {
  /** The rule as the page states it, with its line: `L79: ...`. */
  rule?: string;
  /** `<input> -> <observed result>`, at least one. */
  tried?: string[];
  verdict?: string;
  by?: string;
  date?: string;
}

const LEDGER_DIR = 'review-ledger';

/** Pages that need a second reader (folders mean every page below them). */
const REVIEWED = [
  'docs/guide/jsx-components/',
  'docs/guide/getting-started/',
  'docs/guide/advanced/',
  'docs/guide/events/',
  'docs/guide/commands/message-commands.mdx',
  'docs/guide/commands/after-function.mdx',
  'docs/guide/commands/category-directory.mdx',
  'docs/guide/commands/chat-input-commands.mdx',
  'docs/guide/commands/command-metadata.mdx',
  'docs/guide/commands/command-options-autocomplete.mdx',
  'docs/guide/commands/context-menu-commands.mdx',
  'docs/guide/commands/middlewares.mdx',
  'docs/guide/commands/forwarding-commands.mdx',
  'docs/guide/creating-plugins/',
  'docs/guide/official-plugins/commandkit-ai.mdx',
  'docs/guide/official-plugins/commandkit-tasks.mdx',
  'docs/guide/community-plugins.mdx',
  ...['analytics', 'cache', 'devtools', 'i18n', 'legacy', 'queue', 'redis'].map(
    (plugin) => `docs/guide/official-plugins/commandkit-${plugin}.mdx`,
  ),
  'docs/guide/useful-utilities/',
  'versioned_docs/version-0.1.10/guide/',
];

const LIBRARIES: Record<string, string> = {
  'commandkit 1.2.0': 'bb1b7e02',
  'commandkit 0.1.10': 'npm commandkit@0.1.10',
  // Sections and pages labelled "On main — not in 1.2.0" (issue 38).
  'commandkit main': '392b9d81',
};

/** Every guide page must have a boundary pass, 1.x and 0.1.10. */
const GUIDE_DIRS = ['docs/guide/', 'versioned_docs/version-0.1.10/guide/'];
const VERDICTS = ['holds', 'fixed', 'caveat'];

function pagesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => join(dir, file));
}

function ledger(): LedgerEntry[] {
  return readdirSync(LEDGER_DIR)
    .filter((file) => file.endsWith('.yml'))
    .flatMap((file) => parse(readFileSync(join(LEDGER_DIR, file), 'utf8')) as LedgerEntry[]);
}

/** The problems of one entry's boundary items, each naming the page and the item. */
export function boundaryProblems(entry: LedgerEntry): string[] {
  const problems: string[] = [];
  (entry.boundary ?? []).forEach((item, index) => {
    const where = `${entry.page} boundary[${index}]${item?.rule ? ` (${item.rule.slice(0, 60)})` : ''}`;
    if (!item || typeof item !== 'object') {
      problems.push(`${where}: not a { rule, tried, verdict } item`);
      return;
    }
    if (typeof item.rule !== 'string' || !/^L\d+/.test(item.rule.trim())) {
      problems.push(`${where}: rule must quote the page's rule with its line, 'L79: ...'`);
    }
    const tried = Array.isArray(item.tried) ? item.tried : [];
    if (tried.length === 0) problems.push(`${where}: no input tried`);
    for (const attempt of tried) {
      if (typeof attempt !== 'string' || !/\S.*->.*\S/.test(attempt)) {
        problems.push(`${where}: tried '${String(attempt)}' is not '<input> -> <observed result>'`);
      }
    }
    if (!VERDICTS.includes(String(item.verdict))) {
      problems.push(
        `${where}: verdict '${String(item.verdict)}' is not one of ${VERDICTS.join(', ')}`,
      );
    }
    if (!String(item.by ?? entry.by ?? '').trim()) problems.push(`${where}: no 'by' (who tried)`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(item.date ?? entry.date ?? ''))) {
      problems.push(`${where}: no date (YYYY-MM-DD)`);
    }
  });
  return problems;
}

/** Guide pages that no ledger entry gives a non-empty `boundary:` list. */
export function pagesWithoutBoundary(pages: string[], entries: LedgerEntry[]): string[] {
  const covered = new Set(
    entries.filter((entry) => (entry.boundary?.length ?? 0) > 0).map((entry) => entry.page),
  );
  return pages.filter((page) => !covered.has(page));
}

test('every page that needs a second reader has a ledger entry', () => {
  const entries = new Set(ledger().map((entry) => entry.page));
  const required = REVIEWED.flatMap((path) => (path.endsWith('/') ? pagesBelow(path) : [path]));
  assert.ok(required.length >= 40, `only ${required.length} pages found`);
  assert.deepEqual(
    required.filter((page) => !entries.has(page)),
    [],
    'pages without a review entry',
  );
});

test('each entry names its library, commit, date, reviewer and what was run or read', () => {
  for (const entry of ledger()) {
    const where = `review-ledger entry for ${entry.page}`;
    assert.ok(existsSync(entry.page), `${where}: no such page`);
    const checkedAgainst = Object.entries(LIBRARIES).filter(([library]) =>
      entry.library?.includes(library),
    );
    assert.ok(checkedAgainst.length > 0, `${where}: unknown library '${entry.library}'`);
    for (const [library, commit] of checkedAgainst) {
      assert.ok(entry.commit?.includes(commit), `${where}: ${library} needs commit ${commit}`);
    }
    assert.match(String(entry.date), /^\d{4}-\d{2}-\d{2}$/, `${where}: date`);
    assert.ok(entry.reviewer?.trim(), `${where}: reviewer`);
    assert.ok((entry.ran?.length ?? 0) + (entry.read?.length ?? 0) > 0, `${where}: ran or read`);
    for (const fix of entry.corrected ?? []) {
      assert.ok(fix.was && fix.now && fix.evidence, `${where}: a correction without evidence`);
    }
  }
});

test('every guide page has a boundary pass in some ledger entry', () => {
  const pages = GUIDE_DIRS.flatMap(pagesBelow).sort();
  assert.ok(pages.length >= 60, `only ${pages.length} guide pages found`);
  const missing = pagesWithoutBoundary(pages, ledger());
  assert.ok(
    missing.length === 0,
    `${missing.length} of ${pages.length} guide pages have no review-ledger entry with a ` +
      `'boundary:' list (rule 'L<line>: ...', tried ['<input> -> <result>'], verdict holds|fixed|caveat, by, date):\n` +
      missing.map((page) => `  ${page}`).join('\n'),
  );
});

test('each boundary item names its rule and line, the inputs tried, a verdict, who and when', () => {
  const problems = ledger().flatMap(boundaryProblems);
  assert.ok(
    problems.length === 0,
    `${problems.length} boundary items are incomplete:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
});

test('the boundary checks reject an item without inputs, a bad verdict and a missing page', () => {
  const base = {
    page: 'docs/guide/x.mdx',
    library: 'commandkit 1.2.0',
    commit: 'bb1b7e02',
    date: '2026-11-28',
    reviewer: 'r',
    by: 'r',
  };
  const good = {
    rule: 'L79: callbacks run in order',
    tried: ['two async callbacks -> ran in order'],
    verdict: 'holds',
  };
  assert.deepEqual(boundaryProblems({ ...base, boundary: [good] }), []);
  const bad = boundaryProblems({
    ...base,
    by: undefined,
    boundary: [
      { rule: 'callbacks run in order', tried: [], verdict: 'ok' },
      { rule: 'L3: x', tried: ['just an input'], verdict: 'caveat' },
    ],
  });
  assert.equal(bad.length, 6, bad.join('\n'));
  assert.match(bad.join('\n'), /no input tried/);
  assert.match(bad.join('\n'), /verdict 'ok'/);
  assert.match(bad.join('\n'), /not '<input> -> <observed result>'/);
  assert.deepEqual(
    pagesWithoutBoundary(
      ['docs/guide/x.mdx', 'docs/guide/y.mdx'],
      [
        { ...base, boundary: [good] },
        { ...base, page: 'docs/guide/y.mdx', boundary: [] },
      ],
    ),
    ['docs/guide/y.mdx'],
  );
});
