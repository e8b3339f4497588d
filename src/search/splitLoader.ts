/**
 * Loads a version's split index (./splitIndex.ts) piece by piece: the document table once, then
 * per query the term shards and term lists it needs, and per response the text of the hits it
 * shows. After first use, `completeInBackground` fetches the rest in one file, so that search
 * keeps answering offline. Every download is shared while in flight and forgotten when it fails
 * (the next query tries again); a failure surfaces as a `RetryError`.
 */
import MiniSearch from 'minisearch';
import { cachedPromise, cachedPromisePerKey } from '../lib/cachedPromise';
import { takeEarly } from './earlyFetch';
import { LocalIndex } from './engine';
import type { CompactIndex } from './records';
import { RetryError } from './retryError';
import {
  compactFromMeta,
  decodePostings,
  filesFile,
  metaFile,
  packFile,
  queryNeeds,
  readTermList,
  recordFieldLengths,
  shardFile,
  shardKey,
  SPLIT_FORMAT,
  textFile,
  typoTerms,
  type SplitFiles,
  type SplitMeta,
  type SplitPack,
  type TermShard,
  type TextChunk,
} from './splitIndex';

type FieldData = Map<number, Map<number, number>>;
interface TermTable {
  set(term: string, data: FieldData): unknown;
  has(term: string): boolean;
}

/**
 * MiniSearch 7 keeps its terms in `_index` (a radix tree, `set`/`has`); a shard's terms are
 * added there as they arrive. Fails loudly if a MiniSearch upgrade moved it.
 */
function termTable(mini: unknown): TermTable {
  const table = (mini as { _index?: Partial<TermTable> })._index;
  if (typeof table?.set !== 'function' || typeof table.has !== 'function') {
    throw new Error(
      '[search] split index: MiniSearch no longer keeps its terms in `_index` (written for minisearch 7.2): term shards cannot be added',
    );
  }
  return table as TermTable;
}

/** The serialized MiniSearch of the meta's statistics, with no term yet. */
function emptyFullText(meta: SplitMeta, compact: CompactIndex) {
  const { documentCount, averageFieldLength, fieldIds } = meta.fullText;
  const documentIds: Record<number, number> = {};
  const lengths: Record<number, number[]> = {};
  recordFieldLengths(meta, compact).forEach((recordLengths, id) => {
    documentIds[id] = id;
    lengths[id] = recordLengths;
  });
  return {
    documentCount,
    nextId: documentCount,
    documentIds,
    fieldIds,
    fieldLength: lengths,
    averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
}

export async function fetchJson<T>(url: string, fetchImpl: typeof fetch): Promise<T> {
  let response: Response;
  try {
    response = await (takeEarly(url) ?? fetchImpl(url, { credentials: 'same-origin' }));
  } catch (cause) {
    throw new RetryError(`Unable to reach the search index ${url}`, { cause });
  }
  if (!response.ok) {
    throw new RetryError(`Unable to load the search index ${url}: HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw new RetryError(`The search index ${url} could not be read`, { cause });
  }
}

/** Lets the browser paint between slices of background work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class SplitIndexLoader {
  private meta: SplitMeta | undefined;
  private table: TermTable | undefined;
  private readonly shardsIn = new Set<number>();
  private readonly textIn = new Set<number>();
  private pack: SplitPack | undefined;
  private completion: Promise<void> | undefined;

  /** `dirUrl`: the URL of the version's folder, ending with `/`. */
  constructor(
    readonly dirUrl: string,
    private readonly fetchImpl: typeof fetch,
  ) {}

  private readonly document = cachedPromise(async () => {
    const meta = await fetchJson<SplitMeta>(this.dirUrl + metaFile(), this.fetchImpl);
    if (meta?.split !== SPLIT_FORMAT) {
      throw new RetryError(`The search index ${this.dirUrl} has an unknown format`);
    }
    let table: TermTable | undefined;
    let index: LocalIndex;
    try {
      const compact = compactFromMeta(meta);
      index = new LocalIndex(compact, (options) => {
        const mini = MiniSearch.loadJS(emptyFullText(meta, compact) as never, options);
        table = termTable(mini);
        return mini;
      });
    } catch (cause) {
      if (cause instanceof Error && cause.message.startsWith('[search]')) throw cause;
      throw new RetryError(`The search index ${this.dirUrl} could not be read`, { cause });
    }
    this.meta = meta;
    this.table = table;
    return index;
  });

  /** Which shards and term lists exist: key → shard number, and the term lengths. */
  private readonly fileList = cachedPromise(async () => {
    const list = await fetchJson<SplitFiles>(this.dirUrl + filesFile(), this.fetchImpl);
    if (list?.split !== SPLIT_FORMAT) {
      throw new RetryError(`The search index ${this.dirUrl} has an unknown format`);
    }
    const { terms, shards } = readTermList(list);
    const termLists = new Map<number, string[]>();
    for (const term of terms) {
      const sameLength = termLists.get(term.length);
      if (sameLength) sameLength.push(term);
      else termLists.set(term.length, [term]);
    }
    return {
      shardIds: new Map(shards.map((key, i) => [key, i])),
      termLists,
      inline: list.inline ?? {},
    };
  });

  private readonly shard = cachedPromisePerKey((i: number) =>
    fetchJson<TermShard>(this.dirUrl + shardFile(i), this.fetchImpl),
  );
  private readonly text = cachedPromisePerKey((i: number) =>
    fetchJson<TextChunk>(this.dirUrl + textFile(i), this.fetchImpl),
  );

  /** The document table and an engine with no term yet (what intent loads, with the file list). */
  index(): Promise<LocalIndex> {
    this.fileList.get().catch(() => {});
    return this.document.get();
  }

  /**
   * The index, with everything `query` needs to be matched exactly as by the whole index. Its
   * shards download while the document table may still be on its way.
   */
  async prepare(query: string): Promise<LocalIndex> {
    const indexReady = this.index();
    indexReady.catch(() => {}); // awaited below, unless the file list fails first
    const { termLists } = await this.fileList.get();
    const needs = queryNeeds(query);
    const typos = new Set(typoTerms(needs.terms, termLists).map(shardKey));
    const [index] = await Promise.all([
      indexReady,
      ...[...new Set([...needs.shardKeys, ...typos])].map((key) => this.loadShard(key, indexReady)),
    ]);
    return index;
  }

  private async loadShard(key: string, indexReady: Promise<LocalIndex>): Promise<void> {
    const { shardIds, inline } = await this.fileList.get();
    const i = shardIds.get(key);
    if (i === undefined || this.shardsIn.has(i)) return; // no term starts so
    const shard =
      inline[i] ??
      (await this.fromPackOr(
        (pack) => pack.shards[i],
        () => this.shard(i),
      ));
    await indexReady; // its terms go into the index's table
    this.addShard(i, shard);
  }

  /**
   * A part from the pack when it is in; else its own download, and if that fails while the pack
   * is on its way (the network went away meanwhile), the part from the pack after all.
   */
  private async fromPackOr<T>(
    inPack: (pack: SplitPack) => T | undefined,
    download: () => Promise<T>,
  ): Promise<T> {
    const packed = this.pack && inPack(this.pack);
    if (packed !== undefined && packed !== null) return packed;
    try {
      return await download();
    } catch (error) {
      await this.completion?.catch(() => {});
      const late = this.pack && inPack(this.pack);
      if (late !== undefined && late !== null) return late;
      throw error;
    }
  }

  private addShard(i: number, shard: TermShard): void {
    if (this.shardsIn.has(i)) return;
    for (const entry of shard) this.table!.set(...decodePostings(entry));
    this.shardsIn.add(i);
  }

  /** Loads the text of these records (the hits a response shows). */
  async loadText(index: LocalIndex, ids: number[]): Promise<void> {
    const starts = this.meta!.text;
    const chunks = new Set<number>();
    for (const id of ids) {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= id) lo = mid;
        else hi = mid - 1;
      }
      if (!this.textIn.has(lo)) chunks.add(lo);
    }
    await Promise.all(
      [...chunks].map(async (i) => {
        this.addText(
          index,
          i,
          await this.fromPackOr(
            (pack) => pack.text[i],
            () => this.text(i),
          ),
        );
      }),
    );
  }

  private addText(index: LocalIndex, i: number, chunk: TextChunk): void {
    if (this.textIn.has(i)) return;
    const start = this.meta!.text[i]!;
    chunk.forEach((content, k) => index.setContent(start + k, content));
    this.textIn.add(i);
  }

  /**
   * Once search has been used: downloads the rest of the index in one file and adds it a shard at
   * a time, so later queries (online or not) need no network. A failed download is tried again
   * on the next call.
   */
  completeInBackground(): Promise<void> {
    this.completion ??= (async () => {
      const index = await this.index();
      const pack = await fetchJson<SplitPack>(this.dirUrl + packFile(), this.fetchImpl);
      this.pack = pack;
      for (let i = 0; i < pack.shards.length; i++) {
        this.addShard(i, pack.shards[i]!);
        if (i % 16 === 15) await yieldToBrowser();
      }
      pack.text.forEach((chunk, i) => this.addText(index, i, chunk));
    })().catch((error: unknown) => {
      this.completion = undefined;
      throw error;
    });
    return this.completion;
  }
}
