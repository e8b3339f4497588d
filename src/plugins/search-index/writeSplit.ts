import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CompactIndex } from '../../search/records';
import { metaFile, splitIndex } from '../../search/splitIndex';

/** Writes the split form of `compact` into `dir`; returns how many files and the meta's gzip size. */
export async function writeSplitIndex(
  dir: string,
  compact: CompactIndex,
): Promise<{ files: number; metaGzipBytes: number }> {
  const files = splitIndex(compact);
  await mkdir(dir, { recursive: true });
  for (const [name, json] of files) await writeFile(path.join(dir, name), json);
  return { files: files.size, metaGzipBytes: gzipSync(files.get(metaFile())!).length };
}
