// CommandKit main beside the release: `--main-source` extracts main's model (its declarations)
// into `api-notes/1.x/.model-main.json`; what main's entry points give when they run is the file
// the example harness records from main's build (`MAIN_RUNTIME_EXPORTS_FILE`), not a reading of
// the source. Every 1.x render compares both with the release and renders one reference with
// main's differences labelled (the pages get front matter `on_main`, src/onMain/README.md).
// Reads no TypeScript compiler.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseModel, type ApiModel, type ModelPackage } from './api-model';
import { DocgenError, type ApiItem, type MemberDoc, type SubpathDoc, type TypeText } from './model';
import type { RuntimeEntry, RuntimeExports } from './runtime';

export const MAIN_MODEL_FILE = '.model-main.json';
/**
 * What main's entry points export when they run, relative to the site root: written and checked
 * by `npm run check:examples -- --source <main checkout> --write-runtime-exports` from main's build.
 */
export const MAIN_RUNTIME_EXPORTS_FILE = 'api-notes/main/.runtime-exports.json';

export type MainStatus =
  | { status: 'added' }
  | { status: 'changed'; main: ApiItem; changes: ItemChanges }
  | { status: 'removed'; elsewhere: ApiItem[] };

/** How one item differs on main; every list is sorted. */
export interface ItemChanges {
  /** The declaration, signatures, type or heritage differ. */
  signature: boolean;
  membersAdded: string[];
  membersRemoved: string[];
  membersChanged: string[];
  importPathsAdded: string[];
  importPathsRemoved: string[];
  /** `deprecated` on main (true) or no longer (false); undefined when unchanged. */
  deprecated?: boolean;
  /** Exported by name on main (true) or no longer (false); undefined when unchanged. */
  exported?: boolean;
}

export interface EntryChange {
  specifier: string;
  release?: RuntimeEntry;
  main?: RuntimeEntry;
}

export interface ApiDiff {
  commit: string;
  packagesAdded: ModelPackage[];
  added: ApiItem[];
  removed: ApiItem[];
  changed: { release: ApiItem; main: ApiItem; changes: ItemChanges }[];
  /** Entry points whose runtime differs: added, removed, loading or not, exported names. */
  entries: EntryChange[];
}

/** What main's build gives at runtime (`MAIN_RUNTIME_EXPORTS_FILE` under `siteRoot`). */
export function readMainRuntime(siteRoot: string): RuntimeExports {
  const file = path.join(siteRoot, MAIN_RUNTIME_EXPORTS_FILE);
  if (!existsSync(file))
    throw new DocgenError(
      `No ${file}: record it from main's build with npm run check:examples -- --source <main checkout> --write-runtime-exports`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as RuntimeExports;
}

/**
 * The committed model of main with its build's runtime exports, or undefined when no model is
 * committed.
 */
export function readMainModel(notesDir: string, siteRoot: string): ApiModel | undefined {
  const file = path.join(notesDir, MAIN_MODEL_FILE);
  if (!existsSync(file)) return undefined;
  const model = parseModel(readFileSync(file, 'utf8'), file);
  if (!model.commit) throw new DocgenError(`${file} has no commit stamp; re-extract it`);
  model.runtime = readMainRuntime(siteRoot);
  return model;
}

const plain = (type: TypeText | undefined): string =>
  (type ?? []).map((t) => (typeof t === 'string' ? t : t.text)).join('');

/** What a reader sees of an item's shape, without links, source lines or back-references. */
function shapeOf(item: ApiItem): string {
  return JSON.stringify([
    item.declaration ?? '',
    item.signatures.map((s) => s.code),
    plain(item.type),
    item.heritage.map((h) => `${h.label} ${plain(h.type)}`),
  ]);
}

function memberShape(m: MemberDoc): string {
  return JSON.stringify([
    m.kind,
    plain(m.type),
    m.signatures.map((s) => s.code),
    m.optional,
    m.readonly,
    m.isStatic,
    m.isProtected,
    m.isAbstract,
    m.deprecated,
    m.defaultValue ?? '',
    m.value ?? '',
    m.inheritedFrom?.name ?? '',
  ]);
}

const sorted = (values: Iterable<string>) => [...values].sort();

export function itemChanges(release: ApiItem, main: ApiItem): ItemChanges | undefined {
  const before = new Map(release.members.map((m) => [m.name, memberShape(m)]));
  const after = new Map(main.members.map((m) => [m.name, memberShape(m)]));
  const paths = new Set(release.importPaths);
  const mainPaths = new Set(main.importPaths);
  const changes: ItemChanges = {
    signature: shapeOf(release) !== shapeOf(main),
    membersAdded: sorted([...after.keys()].filter((k) => !before.has(k))),
    membersRemoved: sorted([...before.keys()].filter((k) => !after.has(k))),
    membersChanged: sorted(
      [...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k)),
    ),
    importPathsAdded: sorted([...mainPaths].filter((p) => !paths.has(p))),
    importPathsRemoved: sorted([...paths].filter((p) => !mainPaths.has(p))),
    ...(release.deprecated !== main.deprecated ? { deprecated: main.deprecated } : {}),
    ...(release.exported !== main.exported ? { exported: main.exported } : {}),
  };
  const changed =
    changes.signature ||
    changes.membersAdded.length + changes.membersRemoved.length + changes.membersChanged.length ||
    changes.importPathsAdded.length + changes.importPathsRemoved.length ||
    changes.deprecated !== undefined ||
    changes.exported !== undefined;
  return changed ? changes : undefined;
}

function entryShape(entry: RuntimeEntry | undefined): string {
  return entry ? JSON.stringify([entry.loads, [...entry.exports].sort()]) : '';
}

/** The differences between the release model and main's, item by item (by page URL). */
export function diffModels(release: ApiModel, main: ApiModel): ApiDiff {
  if (!main.commit) throw new DocgenError('the model of main has no commit stamp');
  const before = new Map(release.items.map((i) => [i.url, i]));
  const after = new Map(main.items.map((i) => [i.url, i]));
  const changed: ApiDiff['changed'] = [];
  for (const [url, item] of before) {
    const other = after.get(url);
    const changes = other && itemChanges(item, other);
    if (other && changes) changed.push({ release: item, main: other, changes });
  }
  const specifiers = new Set([
    ...Object.keys(release.runtime ?? {}),
    ...Object.keys(main.runtime ?? {}),
  ]);
  const entries: EntryChange[] = [];
  for (const specifier of sorted(specifiers)) {
    const r = release.runtime?.[specifier];
    const m = main.runtime?.[specifier];
    if (entryShape(r) !== entryShape(m)) entries.push({ specifier, release: r, main: m });
  }
  const folders = new Set(release.packages.map((p) => p.folder));
  return {
    commit: main.commit,
    packagesAdded: main.packages.filter((p) => !folders.has(p.folder)),
    added: main.items.filter((i) => !before.has(i.url)),
    removed: release.items.filter((i) => !after.has(i.url)),
    changed,
    entries,
  };
}

export interface MergedModel {
  /** The release model plus main's added items, packages and entry points, in sidebar order. */
  model: ApiModel;
  statusOf: (item: ApiItem) => MainStatus | undefined;
  /** Packages and entry points only main has. */
  mainOnlyPackages: Set<string>;
  mainOnlySubpaths: Set<string>;
  mainRuntime: RuntimeExports;
  /** Main's items (for what its declarations export). */
  mainItems: ApiItem[];
  diff: ApiDiff;
}

/** One model to render: the release's items as they are, with main's differences attached. */
export function mergeModels(release: ApiModel, main: ApiModel): MergedModel {
  const diff = diffModels(release, main);
  const status = new Map<ApiItem, MainStatus>();
  for (const item of diff.added) status.set(item, { status: 'added' });
  for (const { release: item, main: other, changes } of diff.changed)
    status.set(item, { status: 'changed', main: other, changes });
  for (const item of diff.removed) {
    const elsewhere = main.items.filter((i) => i.name === item.name && i.exported);
    status.set(item, { status: 'removed', elsewhere });
  }
  const packages = [...release.packages, ...diff.packagesAdded].sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
  const subpaths: Record<string, SubpathDoc[]> = {};
  const mainOnlySubpaths = new Set<string>();
  for (const p of packages) {
    const own = release.subpaths[p.folder] ?? [];
    const known = new Set(own.map((s) => s.specifier));
    const extra = (main.subpaths[p.folder] ?? []).filter((s) => !known.has(s.specifier));
    for (const s of extra) mainOnlySubpaths.add(s.specifier);
    subpaths[p.folder] = [...own, ...extra];
  }
  // Main's items go after the release's, so the release pages keep their order and bytes.
  const model: ApiModel = {
    ...release,
    packages,
    items: [...release.items, ...diff.added],
    subpaths,
  };
  return {
    model,
    statusOf: (item) => status.get(item),
    mainOnlyPackages: new Set(diff.packagesAdded.map((p) => p.folder)),
    mainOnlySubpaths,
    mainRuntime: main.runtime ?? {},
    mainItems: main.items,
    diff,
  };
}
