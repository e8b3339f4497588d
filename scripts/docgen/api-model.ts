// The extracted API as data: everything the render stage needs from the CommandKit source, so
// pages can be rendered from notes without the checkout. 1.x commits it as
// `api-notes/1.x/.model.json` (the runtime part stays in `.runtime-exports.json`, which
// check:examples verifies against the build); 0.1.10 extracts it in memory on every run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiItem, MemberDoc, ParamDoc, SignatureDoc, SubpathDoc } from './model';
import { DocgenError } from './model';
import type { RuntimeExports } from './runtime';

export const MODEL_FILE = '.model.json';
export const RUNTIME_EXPORTS_FILE = '.runtime-exports.json';
const FORMAT = 1;

export interface ModelPackage {
  folder: string;
  npmName: string;
  label: string;
}

export interface ApiModel {
  version: '1.x' | '0.1.10';
  /** The CommandKit commit extracted, when it is not the release (`--main-source`). */
  commit?: string;
  /** The documented packages, in sidebar order. */
  packages: ModelPackage[];
  items: ApiItem[];
  /** Per package folder: its entry points and what each exposes. */
  subpaths: Record<string, SubpathDoc[]>;
  /** Import paths only the `exports` map declares -> the guide page with the workaround. */
  exportsOnlyGuides: Record<string, string>;
  /** What the extraction warned about (shown by `--report`). */
  warnings: string[];
  /** What each entry point exports when it runs (1.x: `.runtime-exports.json`; 0.1.10: installed). */
  runtime?: RuntimeExports;
}

// Fields left out of the file when empty or false; `restoreItem` puts them back.
const OMITTED_WHEN_EMPTY = new Set([
  'signatures',
  'members',
  'heritage',
  'importPaths',
  'aliases',
  'usedBy',
  'typeParameters',
  'params',
]);
const OMITTED_WHEN_FALSE = new Set([
  'deprecated',
  'optional',
  'readonly',
  'isStatic',
  'isProtected',
  'isAbstract',
  'rest',
]);

function compact(key: string, value: unknown): unknown {
  if (OMITTED_WHEN_EMPTY.has(key) && Array.isArray(value) && value.length === 0) return undefined;
  if (OMITTED_WHEN_FALSE.has(key) && value === false) return undefined;
  return value;
}

/**
 * The model file's text: the header indented, then one item per line, so a changed declaration
 * shows in a diff as its own line. Without `runtime` (written to its own file).
 */
export function modelJson(model: ApiModel): string {
  const { items, runtime: _runtime, ...header } = model;
  const head = JSON.stringify({ format: FORMAT, ...header }, null, 2);
  const lines = items.map((item) => `    ${JSON.stringify(item, compact)}`);
  return `${head.slice(0, -2)},\n  "items": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

// As read from the file: the omitted fields are missing.
type Stored<T> = Partial<T>;

function restoreParam(p: Stored<ParamDoc>): ParamDoc {
  return { ...p, optional: p.optional ?? false, rest: p.rest ?? false } as ParamDoc;
}

function restoreSignature(s: Stored<SignatureDoc>): SignatureDoc {
  return {
    ...s,
    typeParameters: s.typeParameters ?? [],
    params: (s.params ?? []).map(restoreParam),
  } as SignatureDoc;
}

function restoreMember(m: Stored<MemberDoc>): MemberDoc {
  return {
    ...m,
    signatures: (m.signatures ?? []).map(restoreSignature),
    optional: m.optional ?? false,
    readonly: m.readonly ?? false,
    isStatic: m.isStatic ?? false,
    isProtected: m.isProtected ?? false,
    isAbstract: m.isAbstract ?? false,
    deprecated: m.deprecated ?? false,
  } as MemberDoc;
}

function restoreItem(i: Stored<ApiItem>): ApiItem {
  return {
    ...i,
    signatures: (i.signatures ?? []).map(restoreSignature),
    members: (i.members ?? []).map(restoreMember),
    heritage: i.heritage ?? [],
    deprecated: i.deprecated ?? false,
    importPaths: i.importPaths ?? [],
    aliases: i.aliases ?? [],
    usedBy: i.usedBy ?? [],
  } as ApiItem;
}

export function parseModel(text: string, file: string): ApiModel {
  let data: Stored<ApiModel> & { format?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch (error) {
    throw new DocgenError(`Cannot parse ${file}: ${(error as Error).message}`);
  }
  if (data.format !== FORMAT)
    throw new DocgenError(
      `${file}: model format ${String(data.format)}, this docgen reads ${FORMAT}; re-extract with --source`,
    );
  const { format: _format, ...model } = data;
  return {
    ...model,
    items: (model.items ?? []).map((i) => restoreItem(i as Stored<ApiItem>)),
  } as ApiModel;
}

/** The committed model of a version (its `.model.json` and `.runtime-exports.json`). */
export function readModel(notesDir: string, version: ApiModel['version']): ApiModel {
  const file = path.join(notesDir, MODEL_FILE);
  if (!existsSync(file))
    throw new DocgenError(`No extracted model at ${file}: extract it once with --source`);
  const model = parseModel(readFileSync(file, 'utf8'), file);
  if (model.version !== version)
    throw new DocgenError(`${file} is the model of ${model.version}, not ${version}`);
  const runtimeFile = path.join(notesDir, RUNTIME_EXPORTS_FILE);
  if (!existsSync(runtimeFile))
    throw new DocgenError(`No ${runtimeFile} next to the model: extract it once with --source`);
  model.runtime = JSON.parse(readFileSync(runtimeFile, 'utf8')) as RuntimeExports;
  return model;
}
