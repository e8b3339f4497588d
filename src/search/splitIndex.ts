/**
 * The split form of a version's search index, so that a query downloads only what it needs:
 *
 *   meta.json   the document table: pages, sections (headings, anchors; as columns, see
 *               ./splitCoding.ts), each record's section and type, and the statistics of the
 *               full-text index (the content's field lengths; the others follow from the headings)
 *   files.json  every term (front-coded; it names the shards too, and lets a query find at once
 *               the terms a typo may stand for) and the shards of one-letter terms; loaded with the
 *               meta, it lets a query fetch its shards while the larger meta is still on its way
 *   t<i>.json   term shard i: the postings of the terms starting with the i-th of the terms'
 *               distinct first two characters, in sorted order
 *   c<i>.json   the text of the records from `meta.text[i]` on (read only for the hits shown)
 *   all.json    every shard and text file at once (loaded after first use, so search
 *               keeps working offline)
 *
 * The engine answers from it exactly as from the whole index (./engine.ts LocalIndex): the
 * postings, field lengths and statistics are MiniSearch's own, serialized at build time, and a
 * query loads every term it can match (its own, the completions of a word being typed, which
 * share its shard, and the terms within its typo budget, found in the term list of files.json).
 * No DOM APIs here.
 */
import { LocalIndex } from './engine';
import { indexedDocs, INDEXED_FIELDS, typoBudget } from './matching';
import { expandCompact, type CompactIndex, type CompactPage, type CompactRecord } from './records';
import {
  decodeSections,
  decodeTerms,
  encodeSections,
  encodeTerms,
  type SectionColumns,
} from './splitCoding';
import { queryTerm, tokenizeWords } from './text';

export const SPLIT_FORMAT = 2;

export interface SplitMeta {
  split: typeof SPLIT_FORMAT;
  origin: string;
  language: string;
  tag: string;
  version: string;
  pages: CompactPage[];
  sections: SectionColumns;
  /** per record: its section id minus the previous record's (the first: its section id) */
  recordSections: number[];
  /** per record: its type code (0 = content, 1..6 = lvlN), one digit each */
  recordTypes: string;
  fullText: {
    documentCount: number;
    averageFieldLength: number[];
    fieldIds: Record<string, number>;
    /** per content record (type 0), in record order: the length of its text field */
    contentLength: number[];
  };
  /** first record of each text file (c<i>.json) */
  text: number[];
}

/** files.json */
export interface SplitFiles {
  split: typeof SPLIT_FORMAT;
  /** every term, sorted and front-coded (./splitCoding.ts encodeTerms) */
  terms: string;
  /**
   * The shards of one-character terms (shard number → shard), small: the first key's query
   * (a single letter) needs no shard download.
   */
  inline: Record<string, TermShard>;
}

/** One term's postings: [term, fieldId, docs, fieldId, docs, ...]; docs are delta-coded ids, [delta, tf] when tf > 1. */
export type TermPostings = [string, ...(number | (number | [number, number])[])[]];
export type TermShard = TermPostings[];
/** The text of a text file's records, in order ('' for headings). */
export type TextChunk = string[];
export interface SplitPack {
  shards: TermShard[];
  text: TextChunk[];
}

/**
 * Raw characters of text per text file, at least (a hit needs only the file holding it): larger
 * files cost more bytes per query, smaller ones more requests (a query's 20 hits need 4 to 7).
 */
const TEXT_CHUNK_CHARS = 6000;

export function shardKey(term: string): string {
  return term.slice(0, 2);
}

import { filesFile, metaFile } from './indexUrls';

export { filesFile, metaFile };
export const shardFile = (i: number) => `t${i}.json`;
export const textFile = (i: number) => `c${i}.json`;
export const packFile = () => 'all.json';

/** Shard i holds the terms whose first two characters are `shardKeys(terms)[i]`. */
export function shardKeys(terms: Iterable<string>): string[] {
  return [...new Set([...terms].map(shardKey))].sort();
}

/** The terms of files.json, and the shards they name. */
export function readTermList(files: SplitFiles): { terms: string[]; shards: string[] } {
  const terms = decodeTerms(files.terms);
  return { terms, shards: shardKeys(terms) };
}

/**
 * Each record's field lengths, in field id order: the text field's from the meta, the others
 * computed from the headings, keywords and API names as MiniSearch computed them when indexing.
 */
export function recordFieldLengths(meta: SplitMeta, compact: CompactIndex): number[][] {
  const ids = meta.fullText.fieldIds;
  // MiniSearch's length of a field: its distinct words. Records of a section share headings.
  const known = new Map<string, number>();
  const fieldLength = (value: string) => {
    let length = known.get(value);
    if (length === undefined) known.set(value, (length = new Set(tokenizeWords(value)).size));
    return length;
  };
  let content = 0;
  return indexedDocs(compact, expandCompact(compact)).map((doc, id) => {
    const lengths: number[] = [];
    for (const field of INDEXED_FIELDS) {
      lengths[ids[field]!] =
        field !== 'c'
          ? fieldLength(doc[field])
          : meta.recordTypes[id] === '0'
            ? meta.fullText.contentLength[content++]!
            : 0;
    }
    return lengths;
  });
}

/** The index without its text, as the engine reads it (records' text is filled in on use). */
export function compactFromMeta(meta: SplitMeta): CompactIndex {
  let section = 0;
  const records: CompactRecord[] = meta.recordSections.map((delta, i) => {
    section += delta;
    return [section, Number(meta.recordTypes[i])];
  });
  return {
    v: 1,
    origin: meta.origin,
    language: meta.language,
    tag: meta.tag,
    version: meta.version,
    pages: meta.pages,
    sections: decodeSections(meta.sections),
    records,
  };
}

type FieldData = Map<number, Map<number, number>>;

export function decodePostings(entry: TermPostings): [string, FieldData] {
  const data: FieldData = new Map();
  for (let i = 1; i < entry.length; i += 2) {
    const docs = new Map<number, number>();
    let id = 0;
    for (const item of entry[i + 1] as (number | [number, number])[]) {
      if (typeof item === 'number') {
        id += item;
        docs.set(id, 1);
      } else {
        id += item[0];
        docs.set(id, item[1]);
      }
    }
    data.set(entry[i] as number, docs);
  }
  return [entry[0], data];
}

function encodePostings(term: string, data: Record<string, Record<string, number>>): TermPostings {
  const out: TermPostings = [term];
  for (const [field, docs] of Object.entries(data)) {
    const ids = Object.keys(docs)
      .map(Number)
      .sort((a, b) => a - b);
    let previous = 0;
    out.push(
      Number(field),
      ids.map((id) => {
        const delta = id - previous;
        previous = id;
        const tf = docs[id]!;
        return tf === 1 ? delta : ([delta, tf] as [number, number]);
      }),
    );
  }
  return out;
}

/** At most `max` edits (insert, delete, substitute) from `a` to `b`, as MiniSearch's fuzzy search counts. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  // Two rows of the edit-distance table, reused (this runs for every candidate term of a query).
  let previous = new Array<number>(b.length + 1);
  let row = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return false;
    [previous, row] = [row, previous];
  }
  return previous[b.length]! <= max;
}

/** What a query needs before it can be matched: its terms' shards (typo terms aside). */
export interface QueryNeeds {
  /** the query's own terms (processed, as the engine looks them up) */
  terms: string[];
  shardKeys: Set<string>;
}

export function queryNeeds(query: string): QueryNeeds {
  const terms = [...new Set(tokenizeWords(query).map((w) => queryTerm(w)))].filter(Boolean);
  return { terms, shardKeys: new Set(terms.map(shardKey)) };
}

/** The terms (of these lists) a typo of the query's terms may stand for. */
export function typoTerms(terms: string[], lists: Map<number, string[]>): string[] {
  const out: string[] = [];
  for (const term of terms) {
    const budget = typoBudget(term) || 0;
    if (!budget) continue;
    for (let n = term.length - budget; n <= term.length + budget; n++) {
      for (const candidate of lists.get(n) ?? []) {
        if (withinDistance(term, candidate, budget)) out.push(candidate);
      }
    }
  }
  return out;
}

/** The files of the split form of `compact` (name → JSON text), its meta first. */
export function splitIndex(compact: CompactIndex): Map<string, string> {
  const index = new LocalIndex(compact);
  const serialized = index.fullText.toJSON();
  const count = compact.records.length;
  const lengths: number[][] = [];
  const contentLength: number[] = [];
  const contentField = serialized.fieldIds.c!;
  for (let id = 0; id < count; id++) {
    if (serialized.documentIds[id] !== id) {
      throw new Error(`splitIndex: MiniSearch gave record ${id} another short id`);
    }
    const recordLengths = serialized.fieldLength[id];
    if (!recordLengths || recordLengths.length !== INDEXED_FIELDS.length) {
      throw new Error(`splitIndex: record ${id} has no length for every field`);
    }
    lengths.push(recordLengths);
    if (compact.records[id]![1] === 0) contentLength.push(recordLengths[contentField]!);
  }

  const shards = new Map<string, TermShard>();
  for (const [term, data] of serialized.index) {
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = []));
    shard.push(encodePostings(term, data));
  }
  const terms = encodeTerms(serialized.index.map(([term]) => term));
  const keys = shardKeys(serialized.index.map(([term]) => term));

  const textStarts: number[] = [];
  const chunks: TextChunk[] = [];
  let size = Infinity;
  compact.records.forEach((record, id) => {
    if (size >= TEXT_CHUNK_CHARS) {
      textStarts.push(id);
      chunks.push([]);
      size = 0;
    }
    const text = record.length > 2 ? (record[2] as string) : '';
    chunks.at(-1)!.push(text);
    size += text.length;
  });

  let previousSection = 0;
  const meta: SplitMeta = {
    split: SPLIT_FORMAT,
    origin: compact.origin,
    language: compact.language,
    tag: compact.tag,
    version: compact.version,
    pages: compact.pages,
    sections: encodeSections(compact.sections),
    recordSections: compact.records.map(([section]) => {
      const delta = section - previousSection;
      previousSection = section;
      return delta;
    }),
    recordTypes: compact.records.map((r) => r[1]).join(''),
    fullText: {
      documentCount: serialized.documentCount,
      averageFieldLength: serialized.averageFieldLength,
      fieldIds: serialized.fieldIds,
      contentLength,
    },
    text: textStarts,
  };
  if (JSON.stringify(recordFieldLengths(meta, compactFromMeta(meta))) !== JSON.stringify(lengths)) {
    throw new Error(
      'splitIndex: the field lengths computed from the headings differ from MiniSearch’s (did indexing change?)',
    );
  }
  const list: SplitFiles = {
    split: SPLIT_FORMAT,
    terms,
    inline: Object.fromEntries(
      keys.flatMap((key, i) => (key.length === 1 ? [[i, shards.get(key)!]] : [])),
    ),
  };
  const files = new Map<string, string>([
    [metaFile(), JSON.stringify(meta)],
    [filesFile(), JSON.stringify(list)],
  ]);
  keys.forEach((key, i) => files.set(shardFile(i), JSON.stringify(shards.get(key))));
  chunks.forEach((chunk, i) => files.set(textFile(i), JSON.stringify(chunk)));
  const pack: SplitPack = {
    shards: keys.map((key) => shards.get(key)!),
    text: chunks,
  };
  files.set(packFile(), JSON.stringify(pack));
  return files;
}
