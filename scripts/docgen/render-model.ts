// The render stage: model + notes -> pages, manifest and report, then written into place. Imports
// nothing of the TypeScript compiler, so rendering from the committed model starts fast.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { MODEL_FILE, readModel, RUNTIME_EXPORTS_FILE, type ApiModel } from './api-model';
import {
  KIND_LABELS,
  KNOWN_ISSUE_OF_IMPORT_PATH,
  KNOWN_ISSUES_PAGE_URL,
  type VersionConfig,
  V0,
  V1,
} from './config';
import { planImports } from './import-lines';
import type { ApiItem, ItemNote, Kind, PackageDoc } from './model';
import { DocgenError, KINDS } from './model';
import { MAIN_MODEL_FILE, mergeModels, readMainModel, type MergedModel } from './main-model';
import { CHANGES_PAGE_FILE, readKnownIssuesOnMain, renderChangesPage } from './changes-page';
import { exampleBreaks } from './example-breaks';
import { loadNotes, matchNotes, PACKAGE_KEY, suggestedKey } from './notes';
import { onMainClassName } from '../../src/onMain/sidebarItems';
import { CHANGES_PAGE } from '../../src/onMain/commandkitMain';
import {
  categoryJson,
  expandableParam,
  renderItem,
  renderKindIndex,
  renderPackageIndex,
  type RenderContext,
} from './render';
import { packageUrl } from './router';
import { stampPage } from './stamp';

/** Where the pages and the 1.x manifest go. */
export interface OutputOptions {
  version: '1.x' | '0.1.10';
  /** Site root (for default output and notes folders). */
  siteRoot: string;
  /** Output folder (default: the version's folder in the site). */
  outDir?: string;
  /** Notes folder (default: `<siteRoot>/api-notes/<version>`); 1.x: the model is read from here. */
  notesDir?: string;
  /** Manifest file (1.x; default `<notesDir>/.manifest.json`); null: do not write one. */
  manifestFile?: string | null;
  /** Only compute and report; write nothing. */
  dryRun?: boolean;
}

export interface PackageReport {
  folder: string;
  items: number;
  byKind: Partial<Record<Kind, number>>;
  missing: string[];
  orphans: string[];
}

export interface GenerateResult {
  files: Map<string, string>;
  manifest?: string;
  /** 1.x, when this run extracted: `.model.json`, the API as the render stage reads it. */
  model?: string;
  /** 1.x, when this run extracted: `.runtime-exports.json`, what each entry point exports when it runs. */
  runtimeExports?: string;
  reports: PackageReport[];
  warnings: string[];
  items: ApiItem[];
  /** 1.x, when this run extracted main (`--main-source`): `.model-main.json`. */
  mainModel?: string;
  /** 1.x with a model of main: the merged model and the differences. */
  main?: MergedModel;
  /** 1.x with a model of main: the text of the "What changes on main" page (`changes-page.ts`). */
  changesPage?: string;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * The render stage: pages, manifest and report from a model and the notes. Reads nothing else.
 * With `mainModel` (1.x), main's differences are rendered too, labelled (`main-model.ts`).
 */
export function renderModel(
  releaseModel: ApiModel,
  notesDir: string,
  mainModel?: ApiModel,
): GenerateResult {
  const merged = mainModel ? mergeModels(releaseModel, mainModel) : undefined;
  const model = merged?.model ?? releaseModel;
  const cfg: VersionConfig = model.version === '1.x' ? V1 : V0;
  const { version, runtime } = model;
  const labels = new Map(model.packages.map((p) => [p.folder, p]));
  const warnings = [...model.warnings];
  const files = new Map<string, string>();
  const reports: PackageReport[] = [];
  const byUrl = new Map(model.items.map((i) => [i.url, i]));
  // Each package's items, notes file and matched notes, read once.
  const packages = model.packages.map((p) => {
    const items = model.items.filter((i) => i.pkg === p.folder);
    const nf = loadNotes(notesDir, p.folder);
    return { ...p, items, nf, ...matchNotes(items, nf.notes) };
  });
  const notesByPkg = new Map<string, Map<ApiItem, ItemNote>>();
  const keyOf = new Map<ApiItem, string>();
  for (const { folder, items, byItem } of packages) {
    notesByPkg.set(folder, new Map([...byItem].map(([i, n]) => [i, n.note])));
    for (const i of items) keyOf.set(i, byItem.get(i)?.key ?? suggestedKey(i, items));
  }
  const npmNameOf = (folder: string) => labels.get(folder)?.npmName ?? folder;
  const ctx: RenderContext = {
    layout: cfg.layout,
    version,
    npmNameOf,
    importsOf: (item) =>
      planImports(
        item,
        npmNameOf(item.pkg),
        merged?.statusOf(item)?.status === 'added' ? merged.mainRuntime : runtime,
      ),
    exportsOnlyGuideOf: (specifier) => model.exportsOnlyGuides[specifier],
    runtimeOf: (specifier) => (version === '1.x' ? runtime?.[specifier] : undefined),
    knownIssueOf: (specifier) => {
      const id = version === '1.x' ? KNOWN_ISSUE_OF_IMPORT_PATH[specifier] : undefined;
      return id ? `${KNOWN_ISSUES_PAGE_URL}#${id}` : undefined;
    },
    noteRefOf: (item) => ({
      file: `api-notes/${version}/${item.pkg}.yml`,
      key: keyOf.get(item) ?? item.name,
    }),
    itemByUrl: (url) => {
      const item = byUrl.get(url);
      return item ? { item, note: notesByPkg.get(item.pkg)?.get(item) } : undefined;
    },
    onMain: merged && {
      commit: merged.diff.commit.slice(0, 8),
      changesPage: CHANGES_PAGE,
      statusOf: merged.statusOf,
      packageOnMain: (folder) => merged.mainOnlyPackages.has(folder),
      subpathOnMain: (specifier) => merged.mainOnlySubpaths.has(specifier),
    },
  };
  const manifest: Record<string, { key: string; kind: Kind; name: string; url: string }[]> = {};
  packages.forEach((p, position) => {
    const { items, nf, byItem, orphans } = p;
    warnings.push(...nf.warnings);
    const notes = notesByPkg.get(p.folder)!;
    const missing: string[] = [];
    for (const item of items) {
      const note = notes.get(item);
      if (!note?.description) missing.push(`${suggestedKey(item, items)} (${item.kind})`);
      // Member keys that match nothing.
      const memberKeys = new Set<string>();
      for (const m of item.members) {
        memberKeys.add(m.name);
        for (const s of m.signatures)
          for (const prm of s.params) memberKeys.add(`${m.name}.${prm.name}`);
      }
      for (const s of item.signatures) {
        for (const prm of s.params) {
          memberKeys.add(prm.name);
          const target =
            s === item.signatures[0] && item.signatures.length === 1
              ? expandableParam(prm, ctx)
              : undefined;
          for (const m of target?.item.members ?? [])
            if (m.kind === 'property') memberKeys.add(m.name);
        }
      }
      for (const k of Object.keys(note?.members ?? {})) {
        if (!memberKeys.has(k))
          warnings.push(`${nf.file}: ${item.name}.members.${k} matches no member or parameter`);
      }
      const importable = version === '1.x' || item.importPaths.length > 0;
      files.set(item.file, renderItem(item, note, ctx, importable));
    }
    const info = labels.get(p.folder)!;
    const pkgDoc: PackageDoc = {
      folder: p.folder,
      npmName: info.npmName,
      label: info.label,
      items,
      subpaths: model.subpaths[p.folder] ?? [],
    };
    const byKind: Partial<Record<Kind, number>> = {};
    for (const i of items) byKind[i.kind] = (byKind[i.kind] ?? 0) + 1;
    const usedFolders = [...new Set(items.map((i) => cfg.layout.kindFolder(i.kind)))];
    for (const kind of KINDS) {
      if (!usedFolders.includes(kind)) continue;
      const base = cfg.layout.perPackage ? `${p.folder}/${kind}` : kind;
      files.set(
        `${base}/_category_.json`,
        categoryJson(KIND_LABELS[kind], KINDS.indexOf(kind) + 1),
      );
      if (cfg.layout.indexPages)
        files.set(`${base}/index.mdx`, renderKindIndex(pkgDoc, kind, notes, ctx));
    }
    if (cfg.layout.perPackage) {
      const onMain = merged?.mainOnlyPackages.has(p.folder) ? onMainClassName('added') : undefined;
      files.set(
        `${p.folder}/_category_.json`,
        categoryJson(info.label, position + 1, undefined, onMain),
      );
      if (cfg.layout.indexPages) {
        files.set(
          `${p.folder}/index.mdx`,
          renderPackageIndex(
            pkgDoc,
            notes,
            nf.notes.get(PACKAGE_KEY),
            (f) => packageUrl(cfg.layout, f),
            ctx,
          ),
        );
      }
    }
    manifest[p.folder] = items.map((i) => ({
      key: byItem.get(i)?.key ?? suggestedKey(i, items),
      kind: i.kind,
      name: i.name,
      url: i.url,
    }));
    const explained = orphans.map((key) => {
      const alias = items.find((i) => i.aliases.some((a) => a.name === key));
      if (alias) return `${key} (an alias of ${alias.name}: describe ${alias.name} instead)`;
      const elsewhere = model.items.find((i) => i.name === key && i.pkg !== p.folder);
      if (elsewhere) return `${key} (documented under package ${elsewhere.pkg})`;
      return key;
    });
    reports.push({ folder: p.folder, items: items.length, byKind, missing, orphans: explained });
  });
  // Every page carries a hash of its text, so a hand edit is caught before docgen erases it.
  for (const [rel, text] of files) if (rel.endsWith('.mdx')) files.set(rel, stampPage(text));
  const manifestText =
    version === '1.x' ? `${JSON.stringify({ version, packages: manifest }, null, 2)}\n` : undefined;
  return { files, manifest: manifestText, reports, warnings, items: model.items, main: merged };
}

export function notesDirOf(opts: OutputOptions): string {
  return opts.notesDir ?? path.join(opts.siteRoot, 'api-notes', opts.version);
}

/** Renders 1.x from the committed model (`.model.json`, `.runtime-exports.json`) and the notes. */
export function collectFromModel(opts: OutputOptions): GenerateResult {
  if (opts.version !== '1.x') throw new DocgenError(`${opts.version} has no committed model`);
  const notesDir = notesDirOf(opts);
  const result = renderModel(
    readModel(notesDir, opts.version),
    notesDir,
    readMainModel(notesDir, opts.siteRoot),
  );
  return withChangesPage(result, opts.siteRoot);
}

/** Adds the "What changes on main" page when the result has a model of main. */
export function withChangesPage(result: GenerateResult, siteRoot: string): GenerateResult {
  const main = result.main;
  if (!main) return result;
  const knownIssues = readKnownIssuesOnMain(siteRoot);
  const release = {
    items: main.model.items.filter((i) => main.statusOf(i)?.status !== 'added'),
    runtime: main.model.runtime ?? {},
  };
  const breaks = exampleBreaks(siteRoot, release, {
    items: main.mainItems,
    runtime: main.mainRuntime,
  });
  return {
    ...result,
    changesPage: renderChangesPage(main.diff, knownIssues, siteRoot, breaks),
  };
}

/** The changes page's problem: `missing`/`differs`, or undefined when it is up to date. */
export function changesPageDiff(result: GenerateResult, siteRoot: string): string | undefined {
  if (result.changesPage === undefined) return undefined;
  const file = path.join(siteRoot, CHANGES_PAGE_FILE);
  if (!existsSync(file)) return `missing: ${CHANGES_PAGE_FILE}`;
  return readFileSync(file, 'utf8') === result.changesPage
    ? undefined
    : `differs: ${CHANGES_PAGE_FILE}`;
}

/** Writes the files into a fresh temporary folder next to `outDir`, then swaps it into place. */
export function writeTree(outDir: string, files: Map<string, string>): void {
  const parent = path.dirname(outDir);
  mkdirSync(parent, { recursive: true });
  const tmp = `${outDir}.docgen-tmp-${process.pid}`;
  const old = `${outDir}.docgen-old-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  try {
    for (const rel of [...files.keys()].sort()) {
      const file = path.join(tmp, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, files.get(rel)!);
    }
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(tmp, outDir);
  rmSync(old, { recursive: true, force: true });
}

/** Files of a folder, relative, sorted. */
export function readTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.set(toPosix(path.relative(dir, full)), readFileSync(full, 'utf8'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** Differences between the generated files and a folder: added, removed and changed paths. */
export function diffTree(dir: string, files: Map<string, string>): string[] {
  const existing = readTree(dir);
  const diffs: string[] = [];
  for (const [rel, text] of files) {
    if (!existing.has(rel)) diffs.push(`missing: ${rel}`);
    else if (existing.get(rel) !== text) diffs.push(`differs: ${rel}`);
  }
  for (const rel of existing.keys()) if (!files.has(rel)) diffs.push(`extra: ${rel}`);
  return diffs.sort();
}

export function defaultOutDir(siteRoot: string, version: '1.x' | '0.1.10'): string {
  return path.join(siteRoot, (version === '1.x' ? V1 : V0).outDir);
}

function writeFileAtomically(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/**
 * Writes the pages; 1.x also the manifest next to the notes and, when the result comes from an
 * extraction, the model (`.model.json`, `.runtime-exports.json`).
 */
export function writeResult(result: GenerateResult, opts: OutputOptions): void {
  if (opts.dryRun) return;
  writeTree(opts.outDir ?? defaultOutDir(opts.siteRoot, opts.version), result.files);
  if (result.changesPage !== undefined && !opts.outDir)
    writeFileAtomically(path.join(opts.siteRoot, CHANGES_PAGE_FILE), result.changesPage);
  if (!result.manifest || opts.manifestFile === null) return;
  const file = opts.manifestFile ?? path.join(notesDirOf(opts), '.manifest.json');
  writeFileAtomically(file, result.manifest);
  const dir = path.dirname(file);
  if (result.model) writeFileAtomically(path.join(dir, MODEL_FILE), result.model);
  if (result.runtimeExports)
    writeFileAtomically(path.join(dir, RUNTIME_EXPORTS_FILE), result.runtimeExports);
  if (result.mainModel) writeFileAtomically(path.join(dir, MAIN_MODEL_FILE), result.mainModel);
}

/** Renders 1.x from the committed model and writes it; returns the result for reporting. */
export function generateFromModel(opts: OutputOptions): GenerateResult {
  const result = collectFromModel(opts);
  writeResult(result, opts);
  return result;
}
