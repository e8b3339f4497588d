// The review ledger (review-ledger/*.yml): every page that must have a second reader has an entry
// saying which library version and commit it was checked against, when, by whom and how.
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
