/**
 * Turns one rendered Docusaurus page (HTML) into DocSearch records, following the DocSearch
 * crawler's Docusaurus v3 template:
 *   lvl0    deepest active sidebar category, else the active navbar item, else 'Documentation'
 *   lvl1    `header h1, article h1`
 *   lvl2-6  `article h2` … `article h6` (lvl5 also `article td:first-child`)
 *   content `article p, article li, article td:last-child`
 * Facets come from the `docsearch:*` meta tags Docusaurus renders.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { buildRecord, type Level, type RecordType, type SearchRecord } from '../../search/records';
import { normalizeText, tokenizeWords, unescapeHtml } from '../../search/text';
import { ON_MAIN_LABEL, ON_MAIN_META, type OnMain } from '../../onMain/commandkitMain';

export interface PageMeta {
  language: string;
  tag: string;
  version: string;
  canonical: string | null;
}

/** Parts of the doc layout that are not the article's own text. */
const CHROME = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  'ul.tabs',
  'pre',
  'script',
  'style',
  'noscript',
  '.hash-link',
].join(',');

/** Block children that get their own records (or none) and so are not part of a parent's text. */
const NESTED_BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'table',
  'pre',
  'div',
  'details',
  'blockquote',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'script',
  'style',
  'svg',
  'button',
]);

function ownText(node: AnyNode, isRoot = true): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (node.type !== 'tag' && node.type !== 'root') return '';
  const el = node as Element;
  if (!isRoot) {
    if (NESTED_BLOCKS.has(el.name)) return '';
    const cls = el.attribs?.class ?? '';
    if (/\bhash-link\b/.test(cls)) return '';
  }
  if (el.name === 'br') return ' ';
  let out = '';
  for (const child of el.children ?? []) out += ownText(child, false);
  return out;
}

export function readPageMeta(html: string | CheerioAPI): PageMeta {
  const $ = typeof html === 'string' ? load(html) : html;
  const meta = (name: string) => $(`meta[name="docsearch:${name}"]`).attr('content') ?? '';
  return {
    language: meta('language'),
    tag: meta('docusaurus_tag'),
    version: meta('version'),
    canonical: $('link[rel="canonical"]').attr('href') ?? null,
  };
}

export interface ExtractOptions {
  /** Absolute URL of the page without anchor (defaults to its canonical link). */
  pageUrl?: string;
  /** Only pages whose docusaurus_tag matches are indexed (default: docs pages, `docs-*`). */
  tagFilter?: (tag: string) => boolean;
}

/** Extracts the records of one page; returns [] for pages that are not searchable docs pages. */
export function extractRecords(html: string, options: ExtractOptions = {}): SearchRecord[] {
  return extractPage(html, options).records;
}

/** One page's records, and what it says about API items (for {@link attachApiNames}). */
export interface ExtractedPage {
  records: SearchRecord[];
  /** Paths (no anchor, no trailing slash) the article links to. */
  links: string[];
  /** Words of the article's code (blocks and inline) and headings. */
  codeWords: Set<string>;
}

/** Records of one page plus its links and code words; no records for non-docs pages. */
export function extractPage(html: string, options: ExtractOptions = {}): ExtractedPage {
  const $ = load(html);
  const records = pageRecords($, options);
  if (records.length === 0) return { records, links: [], codeWords: new Set() };
  const article = $('article').first();
  const base = records[0]!.url_without_anchor;
  const links = new Set<string>();
  article.find('a[href]').each((_, a) => {
    try {
      const url = new URL($(a).attr('href')!, base);
      if (url.origin === new URL(base).origin) links.add(url.pathname.replace(/(.)\/+$/, '$1'));
    } catch {
      /* not a URL */
    }
  });
  const codeWords = new Set(
    tokenizeWords(
      article
        .find('pre, code, h2, h3, h4, h5, h6')
        .toArray()
        .map((el) => $(el).text())
        .join(' '),
    ),
  );
  return { records, links: [...links], codeWords };
}

/**
 * Sets each guide page's `apis` (on its lvl1 record): the names of the reference pages it links
 * to that also appear in its code or headings, i.e. the API items it shows in use. A page that
 * only links a name in passing does not explain it. `isReference` tells reference pages apart.
 */
export function attachApiNames(
  pages: ExtractedPage[],
  origin: string,
  isReference: (path: string) => boolean,
): void {
  const names = new Map<string, string>();
  for (const { records } of pages) {
    const path = records[0]!.url_without_anchor.slice(origin.length).replace(/(.)\/+$/, '$1');
    if (isReference(path)) names.set(path, unescapeHtml(records[0]!.hierarchy.lvl1));
  }
  for (const page of pages) {
    const lvl1 = page.records[0]!;
    if (lvl1.type !== 'lvl1' || isReference(new URL(lvl1.url_without_anchor).pathname)) continue;
    const apis = new Set<string>();
    for (const link of page.links) {
      const name = names.get(link);
      if (name && page.codeWords.has(name)) apis.add(name);
    }
    if (apis.size) lvl1.apis = [...apis].sort();
  }
}

function pageRecords($: CheerioAPI, options: ExtractOptions): SearchRecord[] {
  const meta = readPageMeta($);
  const tagFilter = options.tagFilter ?? ((tag: string) => tag.startsWith('docs-'));
  if (!meta.tag || !tagFilter(meta.tag)) return [];
  if (($('meta[name="robots"]').attr('content') ?? '').includes('noindex')) return [];
  const pageUrl = options.pageUrl ?? meta.canonical;
  if (!pageUrl) return [];
  const article = $('article').first();
  if (article.length === 0) return [];

  const category =
    normalizeText(
      $('.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active')
        .last()
        .text(),
    ) || 'Documentation';
  // A page about CommandKit main (front matter `on_main`) carries its label into every hit.
  const onMain = $(`meta[name="${ON_MAIN_META}"]`).attr('content') as OnMain | undefined;
  const lvl0 = onMain ? `${category} · ${ON_MAIN_LABEL[onMain]}` : category;

  const h1 = $('header h1, article h1').first();
  const lvl1 = normalizeText(h1.length ? ownText(h1[0]!) : $('title').text());
  if (!lvl1) return [];

  const hierarchy: { [L in Level]: string | null } = {
    lvl0,
    lvl1,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  // Anchor of the closest heading that has an id (heading records and the content below them).
  const anchors: (string | null)[] = [null, null, null, null, null, null, null];
  let tableLvl5 = false;

  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map(normalizeText)
    .filter(Boolean);
  const records: SearchRecord[] = [];
  const seen = new Set<string>();
  const push = (type: RecordType, content: string | null) => {
    let anchor: string | null = null;
    for (let l = 6; l >= 1; l--) {
      if (anchors[l]) {
        anchor = anchors[l]!;
        break;
      }
    }
    const record = buildRecord({
      pageUrl,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: meta.language,
      tag: meta.tag,
      version: meta.version,
      position: records.length,
      keywords,
    });
    if (seen.has(record.objectID)) return; // exact duplicate (same place, same text)
    seen.add(record.objectID);
    records.push(record);
  };

  const setLevel = (level: number, text: string, anchor: string | null) => {
    hierarchy[`lvl${level}` as Level] = text;
    anchors[level] = anchor;
    for (let l = level + 1; l <= 6; l++) {
      hierarchy[`lvl${l}` as Level] = null;
      anchors[l] = null;
    }
  };

  // The page's lvl1 record (the crawler's `indexHeadings`).
  push('lvl1', null);

  const candidates = article.find('h1, h2, h3, h4, h5, h6, p, li, td').toArray();
  for (const el of candidates) {
    if ($(el).closest(CHROME).length > 0) continue;
    const name = el.name;
    const inTable = $(el).closest('table').length > 0;
    if (tableLvl5 && !inTable) {
      // Leaving a table: its row labels no longer describe what follows.
      setLevel(5, '', null);
      hierarchy.lvl5 = null;
      tableLvl5 = false;
    }
    if (/^h[1-6]$/.test(name)) {
      const level = Number(name[1]);
      if (level === 1) continue; // the page title is lvl1, indexed above
      const text = normalizeText(ownText(el));
      if (!text) continue;
      const id = $(el).attr('id') ?? null;
      setLevel(level, text, id);
      tableLvl5 = false;
      push(`lvl${level}` as RecordType, null);
      continue;
    }
    const text = normalizeText(ownText(el));
    if (!text) continue;
    if (name === 'td') {
      const row = $(el).parent().children('td');
      const isFirst = row.first()[0] === el;
      const isLast = row.last()[0] === el;
      if (isFirst && !isLast) {
        // Row label (e.g. an option or parameter name) → lvl5, kept until the next row.
        const keep = anchors.slice();
        hierarchy.lvl5 = text;
        hierarchy.lvl6 = null;
        anchors[5] = null;
        anchors[6] = null;
        tableLvl5 = true;
        push('lvl5', null);
        anchors.splice(0, 7, ...keep.slice(0, 5), null, null);
        continue;
      }
      if (!isLast) continue; // middle cells (types…) are not indexed, as in the crawler
    }
    push('content', text);
  }
  return records;
}
