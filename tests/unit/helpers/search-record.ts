import { buildRecord, type RecordType, type SearchRecord } from '../../../src/search/records';

export const ORIGIN = 'https://commandkit.dev';

export interface RecordOptions {
  lvl0?: string;
  lvl2?: string;
  content?: string;
  anchor?: string;
  tag?: string;
  position?: number;
  keywords?: string[];
  apis?: string[];
}

/** A DocSearch record of a page under ORIGIN, for engine tests (1.x, English). */
export function searchRecord(
  path: string,
  lvl1: string,
  type: RecordType,
  opts: RecordOptions = {},
): SearchRecord {
  return buildRecord({
    pageUrl: ORIGIN + path,
    anchor: opts.anchor ?? null,
    type,
    hierarchy: {
      lvl0: opts.lvl0 ?? 'Documentation',
      lvl1,
      lvl2: opts.lvl2 ?? null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: opts.content ?? null,
    language: 'en',
    tag: opts.tag ?? 'docs-default-current',
    version: 'current',
    position: opts.position ?? 0,
    keywords: opts.keywords,
    apis: opts.apis,
  });
}
