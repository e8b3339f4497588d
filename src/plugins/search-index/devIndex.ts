/**
 * The search index of the development server (`npm start`), where no HTML is rendered to read
 * records from: built from the pages' Markdown instead (title, keywords, headings with
 * Docusaurus' own heading ids, paragraphs, list items and table cells; code blocks skipped). Same
 * record format and files as the production index (./index.ts), so the same engine answers; its
 * ranking can differ slightly from the built site's (no sidebar categories as lvl0). Written to
 * a folder the dev server serves, in the background, again whenever content changes.
 */
import { readFile, mkdir, writeFile, rm, rename } from 'node:fs/promises';
import path from 'node:path';
import { addHeadingIds, escapeMarkdownHeadingIds } from '../../mdx/headingIds';
import { getMdxParser } from '../../mdx/parser';
import {
  buildRecord,
  encodeCompact,
  type RecordType,
  type SearchRecord,
} from '../../search/records';
import { normalizeText } from '../../search/text';
import { writeSplitIndex } from './writeSplit';

export interface DevDoc {
  /** Absolute path of the source file. */
  file: string;
  permalink: string;
  title: string;
  keywords: string[];
  /** docusaurus_tag, e.g. docs-default-current */
  tag: string;
  version: string;
}

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
  data?: { id?: string };
}

const SKIP = new Set([
  'code',
  'yaml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'html',
]);

function text(node: MdNode): string {
  if (SKIP.has(node.type) && node.type !== 'html') return '';
  if (node.type === 'inlineCode' || node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(text).join(node.type === 'tableRow' ? ' ' : '');
}

/** Records of one page, in reading order. */
export async function recordsOfPage(
  doc: DevDoc,
  source: string,
  siteUrl: string,
): Promise<SearchRecord[]> {
  const tree = (await getMdxParser()).parse({
    value: escapeMarkdownHeadingIds(source),
    path: doc.file,
  }) as MdNode;
  await addHeadingIds(tree);
  const pageUrl = siteUrl + doc.permalink;
  const levels: (string | null)[] = [null, doc.title, null, null, null, null, null];
  const anchors: (string | null)[] = [null, null, null, null, null, null, null];
  const records: SearchRecord[] = [];
  const seen = new Set<string>();
  const push = (type: RecordType, content: string | null) => {
    const anchor = [...anchors].reverse().find((a) => a) ?? null;
    const record = buildRecord({
      pageUrl,
      anchor,
      type,
      hierarchy: {
        lvl0: 'Documentation',
        lvl1: levels[1]!,
        lvl2: levels[2] ?? null,
        lvl3: levels[3] ?? null,
        lvl4: levels[4] ?? null,
        lvl5: levels[5] ?? null,
        lvl6: levels[6] ?? null,
      },
      content,
      language: 'en',
      tag: doc.tag,
      version: doc.version,
      position: records.length,
      keywords: doc.keywords,
    });
    if (seen.has(record.objectID)) return;
    seen.add(record.objectID);
    records.push(record);
  };
  push('lvl1', null);
  const walk = (node: MdNode) => {
    if (SKIP.has(node.type)) return;
    if (node.type === 'heading' && node.depth && node.depth >= 2) {
      const d = node.depth;
      levels[d] = normalizeText(text(node).replace(/\s*\{#[^}]*\}\s*$/, ''));
      anchors[d] = node.data?.id ?? null;
      for (let l = d + 1; l <= 6; l++) {
        levels[l] = null;
        anchors[l] = null;
      }
      push(`lvl${d}` as RecordType, null);
      return;
    }
    if (node.type === 'paragraph' || node.type === 'tableCell') {
      const t = normalizeText(text(node));
      if (t) push('content', t);
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return records;
}

/** Where a docusaurus_tag's index goes, relative to the site root: the whole file and the split folder. */
export interface DevIndexFiles {
  whole: string;
  split: string;
}

/**
 * Writes each docusaurus_tag's index files under `dir` (`files`: tag → paths relative to the site
 * root, as the production build writes them), replacing the folder at once.
 */
export async function writeDevIndex(
  dir: string,
  docs: DevDoc[],
  files: Record<string, DevIndexFiles>,
  siteUrl: string,
): Promise<{ pages: number; records: number; failed: string[] }> {
  const byTag = new Map<string, SearchRecord[]>();
  const failed: string[] = [];
  for (const doc of docs) {
    let source: string;
    try {
      source = await readFile(doc.file, 'utf8');
    } catch {
      continue;
    }
    let records: SearchRecord[];
    try {
      records = await recordsOfPage(doc, source, siteUrl);
    } catch (error) {
      // A page that does not parse: the dev server shows its error.
      failed.push(`${path.basename(doc.file)}: ${(error as Error).message ?? String(error)}`);
      continue;
    }
    const list = byTag.get(doc.tag) ?? [];
    list.push(...records);
    byTag.set(doc.tag, list);
  }
  const tmp = `${dir}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  let total = 0;
  for (const [tag, records] of byTag) {
    const file = files[tag];
    if (!file) continue;
    const out = path.join(tmp, file.whole);
    await mkdir(path.dirname(out), { recursive: true });
    const compact = encodeCompact(records, siteUrl);
    await writeFile(out, JSON.stringify(compact));
    await writeSplitIndex(path.join(tmp, file.split), compact);
    total += records.length;
  }
  await mkdir(tmp, { recursive: true });
  await rm(dir, { recursive: true, force: true });
  await rename(tmp, dir);
  return { pages: docs.length, records: total, failed };
}
