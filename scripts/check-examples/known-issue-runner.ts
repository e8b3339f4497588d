// `--known-issues`: runs every reproduction of known-issues/<id>.mjs against the prepared
// CommandKit build, each in a Node process of its own (known-issue-child.mjs). A reproduction that
// still reproduces passes; one that no longer does fails and names the page entry and every box
// that links to it, so the docs drop the warning when a release fixes the bug.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exampleNode } from './prepare';

export const KNOWN_ISSUES_DIR = fileURLToPath(new URL('./known-issues', import.meta.url));
/** The core framework's page: it names the main-branch commit and explains the reproductions. */
export const KNOWN_ISSUES_PAGE = 'docs/guide/advanced/known-issues.mdx';
export const KNOWN_ISSUES_URL = '/docs/guide/advanced/known-issues';
/** Every known-issues page (the second holds the plugins', utilities' and tooling's entries). */
export const KNOWN_ISSUES_PAGES = [
  { file: KNOWN_ISSUES_PAGE, url: KNOWN_ISSUES_URL },
  {
    file: 'docs/guide/advanced/known-issues-plugins.mdx',
    url: '/docs/guide/advanced/known-issues-plugins',
  },
];
/** A link to an entry on any of the pages: [whole, page URL, entry id]. */
export const ENTRY_LINK = /(\/docs\/guide\/advanced\/known-issues(?:-plugins)?)#([a-z0-9-]+)/g;
const ENTRY_HEADING = /^##+ .*\{#([a-z0-9-]+)\}\s*$/;

export interface KnownIssueResult {
  id: string;
  status: 'reproduced' | 'fixed' | 'skipped' | 'error';
  evidence: string;
  /** The workaround the entry shows was tried and did not work. */
  workaroundBroken?: boolean;
}

/** The ids of the reproduction files. */
export function reproductionIds(dir = KNOWN_ISSUES_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => basename(f, '.mjs'))
    .sort();
}

/** Each entry's id (its `{#id}` heading) with the page it is on. */
export function entryPages(site = '.'): Map<string, { file: string; url: string }> {
  const pages = new Map<string, { file: string; url: string }>();
  for (const page of KNOWN_ISSUES_PAGES) {
    for (const line of readFileSync(join(site, page.file), 'utf8').split('\n')) {
      const id = ENTRY_HEADING.exec(line)?.[1];
      if (id) pages.set(id, page);
    }
  }
  return pages;
}

/** The `{#id}` headings of the known-issues pages. */
export function pageEntryIds(site = '.'): string[] {
  const ids: string[] = [];
  for (const page of KNOWN_ISSUES_PAGES) {
    const text = readFileSync(join(site, page.file), 'utf8');
    ids.push(...[...text.matchAll(new RegExp(ENTRY_HEADING.source, 'gm'))].map((m) => m[1]!));
  }
  return ids.sort();
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/**
 * Every place that links to a known-issues entry, as `file` (guide page), `file: key` (api-notes)
 * or `file (generated)` (API reference page, from scripts/docgen/config.ts).
 */
export function linksToEntries(site = '.'): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const { id, where } of entryLinks(site)) {
    const list = links.get(id) ?? [];
    if (!list.includes(where)) list.push(where);
    links.set(id, list);
  }
  return links;
}

/** Every link to an entry from docs/ (but the known-issues pages) and api-notes/, in order. */
export function entryLinks(site = '.'): { url: string; id: string; where: string }[] {
  const links: { url: string; id: string; where: string }[] = [];
  const pageFiles = KNOWN_ISSUES_PAGES.map((page) => page.file);
  const docs = walk(join(site, 'docs')).filter((f) => f.endsWith('.mdx'));
  for (const file of docs) {
    const rel = relative(site, file);
    if (pageFiles.includes(rel)) continue;
    const text = readFileSync(file, 'utf8');
    const where = rel.startsWith('docs/api-reference/') ? `${rel} (generated)` : rel;
    for (const [, url, id] of text.matchAll(ENTRY_LINK)) links.push({ url: url!, id: id!, where });
  }
  const notes = join(site, 'api-notes', '1.x');
  for (const name of readdirSync(notes).filter((f) => f.endsWith('.yml'))) {
    let key = '';
    for (const line of readFileSync(join(notes, name), 'utf8').split('\n')) {
      const top = /^([^\s#][^:]*):/.exec(line);
      if (top) key = top[1]!;
      for (const [, url, id] of line.matchAll(ENTRY_LINK))
        links.push({ url: url!, id: id!, where: `api-notes/1.x/${name}: ${key}` });
    }
  }
  return links;
}

function runOne(node: string, file: string, root: string, source: string): Promise<unknown> {
  const scratch = mkdtempSync(join(tmpdir(), 'known-issue-'));
  return new Promise((done) => {
    execFile(
      node,
      [
        '--no-warnings',
        fileURLToPath(new URL('./known-issue-child.mjs', import.meta.url)),
        file,
        root,
        source,
        scratch,
      ],
      {
        cwd: scratch,
        timeout: 180_000,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, NODE_ENV: 'test' },
      },
      (error, stdout, stderr) => {
        rmSync(scratch, { recursive: true, force: true });
        const marker = stdout.lastIndexOf('@@KNOWN-ISSUE@@');
        if (marker < 0) {
          done({ error: `${error?.message ?? 'no result'}\n${stderr.slice(-1500)}` });
          return;
        }
        try {
          done(JSON.parse(stdout.slice(marker + '@@KNOWN-ISSUE@@'.length).trim()));
        } catch (e) {
          done({ error: String(e) });
        }
      },
    );
  });
}

export async function runKnownIssues(options: {
  root: string;
  source: string;
  only?: string[];
  log?: (line: string) => void;
}): Promise<KnownIssueResult[]> {
  const node = exampleNode(options.root);
  const ids = reproductionIds().filter((id) => !options.only?.length || options.only.includes(id));
  const results: KnownIssueResult[] = [];
  for (const id of ids) {
    options.log?.(`known issue ${id}`);
    const raw = (await runOne(
      node,
      join(KNOWN_ISSUES_DIR, `${id}.mjs`),
      options.root,
      resolve(options.source),
    )) as {
      reproduced?: boolean;
      evidence?: string;
      skipped?: string;
      error?: string;
      workaroundWorks?: boolean;
    };
    if (raw.error) results.push({ id, status: 'error', evidence: raw.error });
    else if (raw.skipped) results.push({ id, status: 'skipped', evidence: raw.skipped });
    else
      results.push({
        id,
        status: raw.reproduced ? 'reproduced' : 'fixed',
        evidence: raw.evidence ?? '',
        workaroundBroken: raw.workaroundWorks === false,
      });
  }
  return results;
}

/** The report lines; `failed` when a bug is gone, a workaround broke or a reproduction crashed. */
export function formatKnownIssues(
  results: KnownIssueResult[],
  site = '.',
): { lines: string[]; failed: boolean } {
  const links = linksToEntries(site);
  const pages = entryPages(site);
  const lines: string[] = [];
  let failed = false;
  for (const r of results) {
    const label =
      r.workaroundBroken && r.status === 'reproduced'
        ? 'WORKAROUND BROKEN'
        : r.status.toUpperCase();
    lines.push(`${label.padEnd(11)} ${r.id}: ${r.evidence}`);
    const page = pages.get(r.id)?.file;
    if (!page) {
      lines.push(`  no entry {#${r.id}} on ${KNOWN_ISSUES_PAGES.map((p) => p.file).join(' or ')}`);
      failed = true;
    }
    if (r.status === 'fixed') {
      failed = true;
      lines.push(
        `  The bug no longer reproduces. Remove the entry {#${r.id}} from ${page ?? KNOWN_ISSUES_PAGE}, scripts/check-examples/known-issues/${r.id}.mjs and the boxes that link to it:`,
        ...(links.get(r.id) ?? ['(none)']).map((where) => `    - ${where}`),
        '  Generated pages: drop its import paths from KNOWN_ISSUE_OF_IMPORT_PATH in scripts/docgen/config.ts (if any) and run npm run docgen -- --version 1.x.',
      );
    }
    if (r.status === 'error') failed = true;
    if (r.workaroundBroken) {
      failed = true;
      lines.push(`  The workaround the entry shows did not work; fix the entry {#${r.id}}.`);
    }
  }
  const count = (s: string) => results.filter((r) => r.status === s).length;
  lines.push(
    `known issues: ${count('reproduced')} reproduced, ${count('fixed')} no longer reproduce, ${count('skipped')} skipped, ${count('error')} could not run`,
  );
  return { lines, failed };
}

/** What an entry's `**On main:**` line says: still there, or fixed by a commit (not yet released). */
export interface MainStatus {
  fixedBy?: string;
}

const MAIN_LINE = /^\*\*On main:\*\* (still there|fixed by `([0-9a-f]{8})`)/;
const MAIN_COMMIT = /CommandKit's main branch at commit `([0-9a-f]{8})`/;

/** The main-branch commit the page's `**On main:**` lines were checked against. */
export function pageMainCommit(site = '.'): string | undefined {
  return MAIN_COMMIT.exec(readFileSync(join(site, KNOWN_ISSUES_PAGE), 'utf8'))?.[1];
}

/** Each entry's `**On main:**` line, by entry id (entries without one are absent). */
export function pageMainStatus(site = '.'): Map<string, MainStatus> {
  const statuses = new Map<string, MainStatus>();
  for (const page of KNOWN_ISSUES_PAGES) {
    let id: string | undefined;
    for (const line of readFileSync(join(site, page.file), 'utf8').split('\n')) {
      const heading = ENTRY_HEADING.exec(line);
      if (heading) id = heading[1];
      const status = MAIN_LINE.exec(line);
      if (id && status) statuses.set(id, status[2] ? { fixedBy: status[2] } : {});
    }
  }
  return statuses;
}

/**
 * The two columns (the release, the main branch) and what on the page disagrees with the main
 * run: a bug fixed on main must say `fixed by`, one still there must say `still there`.
 */
export function formatMainColumn(
  release: KnownIssueResult[],
  main: KnownIssueResult[],
  mainCommit: string,
  site = '.',
): { lines: string[]; failed: boolean } {
  const onPage = pageMainStatus(site);
  const pageCommit = pageMainCommit(site);
  const lines = [`${'entry'.padEnd(34)}${'1.2.0'.padEnd(12)}main ${mainCommit.slice(0, 8)}`];
  let failed = false;
  if (pageCommit !== mainCommit.slice(0, 8)) {
    failed = true;
    lines.push(
      `  the page says main was ${pageCommit ?? '(no commit)'}; this run checked ${mainCommit.slice(0, 8)}: update "CommandKit's main branch at commit" on ${KNOWN_ISSUES_PAGE}`,
    );
  }
  for (const r of release) {
    const m = main.find((x) => x.id === r.id);
    lines.push(`${r.id.padEnd(34)}${r.status.padEnd(12)}${m?.status ?? 'not run'}`);
    if (m) lines.push(`  main: ${m.evidence.split('\n')[0]}`);
    const page = onPage.get(r.id);
    if (!page) {
      failed = true;
      lines.push(`  {#${r.id}} has no "**On main:**" line`);
    } else if (m?.status === 'fixed' && !page.fixedBy) {
      failed = true;
      lines.push(`  fixed on main: write "**On main:** fixed by \`<commit>\`" in {#${r.id}}`);
    } else if (m?.status === 'reproduced' && page.fixedBy) {
      failed = true;
      lines.push(`  still there on main: the page says fixed by ${page.fixedBy}`);
    } else if (m && m.status !== 'reproduced' && m.status !== 'fixed') {
      failed = true;
      lines.push(`  on main: ${m.status}: ${m.evidence.split('\n')[0]}`);
    }
  }
  return { lines, failed };
}
