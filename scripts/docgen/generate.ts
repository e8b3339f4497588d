// Orchestration: extract (input -> model) -> render (model + notes -> pages) -> write: the pages
// into a temporary folder swapped into place; 1.x also the model, so rendering needs no input.
import { stampPage } from './stamp';
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
import { loadDiscordJsLinks } from './djs';
import { extract, type ExtractPackage } from './extract';
import {
  GITHUB_BLOB,
  KIND_LABELS,
  V0_ITEMS,
  V0_NPM_URL,
  KNOWN_ISSUE_OF_IMPORT_PATH,
  KNOWN_ISSUES_PAGE_URL,
  V1_GUIDE_ONLY_PACKAGES,
  V1_PACKAGES,
  type PackageConfig,
  type VersionConfig,
  V0,
  V1,
} from './config';
import { MODEL_FILE, modelJson, readModel, RUNTIME_EXPORTS_FILE, type ApiModel } from './api-model';
import type { ApiItem, ItemNote, Kind, PackageDoc } from './model';
import { DocgenError, KINDS } from './model';
import { loadNotes, matchNotes, PACKAGE_KEY, suggestedKey } from './notes';
import { buildProgram } from './program';
import {
  categoryJson,
  expandableParam,
  renderItem,
  renderKindIndex,
  renderPackageIndex,
  type RenderContext,
} from './render';
import { packageUrl } from './router';
import { indexWorkspace, readEntryPoints, type SourcePackage } from './source';
import { planImports } from './import-lines';
import {
  installedRuntimeExports,
  readRuntimeExports,
  runtimeExportsJson,
  runtimeSourceFiles,
  type RuntimeExports,
} from './runtime';

export interface GenerateOptions {
  version: '1.x' | '0.1.10';
  /** Site root (for default output and notes folders). */
  siteRoot: string;
  /**
   * 1.x: the CommandKit repository root (with `packages/`); without it, the pages are rendered from
   * the committed model. 0.1.10: the d.ts file.
   */
  source?: string;
  /** 1.x: packages to document (default: all nine). */
  packages?: PackageConfig[];
  /** Output folder (default: the version's folder in the site). */
  outDir?: string;
  /** Notes folder (default: `<siteRoot>/api-notes/<version>`). */
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
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * Subpaths that only a package's `exports` map declares (no root `.d.ts`, folder or package.json
 * that the template's `"moduleResolution": "Node"` could find), with the guide page of the package
 * that shows the declaration-file workaround.
 */
function exportsOnlySubpaths(
  packages: { folder: string; dir: string; entries: { specifier: string }[] }[],
): Map<string, string> {
  const found = new Map<string, string>();
  for (const p of packages) {
    for (const { specifier } of p.entries) {
      const subpath = specifier
        .split('/')
        .slice(specifier.startsWith('@') ? 2 : 1)
        .join('/');
      if (!subpath) continue;
      const candidates = [`${subpath}.d.ts`, `${subpath}/index.d.ts`, `${subpath}/package.json`];
      if (candidates.some((file) => existsSync(path.join(p.dir, file)))) continue;
      found.set(specifier, `/docs/guide/official-plugins/commandkit-${p.folder}`);
    }
  }
  return found;
}

/** The extract stage: reads the input (1.x: the CommandKit checkout; 0.1.10: the `.d.ts`). */
export function extractModel(opts: GenerateOptions & { source: string }): ApiModel {
  const cfg: VersionConfig = opts.version === '1.x' ? V1 : V0;
  const source = path.resolve(opts.source);
  if (!existsSync(source)) throw new DocgenError(`Input not found: ${source}`);

  let extractPackages: ExtractPackage[];
  let workspace: Map<string, SourcePackage>;
  let labels: Map<string, { label: string; npmName: string }>;
  let sourceLink: (file: string, line: number) => { url: string; label: string } | undefined;
  if (opts.version === '1.x') {
    if (!statSync(source).isDirectory() || !existsSync(path.join(source, 'packages'))) {
      throw new DocgenError(`Not a CommandKit source tree (no packages/ folder): ${source}`);
    }
    workspace = indexWorkspace(source);
    const configs = opts.packages ?? V1_PACKAGES;
    labels = new Map();
    extractPackages = configs.map((c) => {
      const dir = path.join(source, 'packages', c.dir);
      if (!existsSync(dir)) throw new DocgenError(`Package folder not found: ${dir}`);
      const sp = readEntryPoints(dir); // throws a clear error for packages without entry points
      workspace.set(sp.npmName, sp);
      labels.set(c.folder, { label: c.label, npmName: sp.npmName });
      return { folder: c.folder, dir, entries: sp.entries };
    });
    sourceLink = (file, line) => {
      const rel = toPosix(path.relative(source, file));
      return { url: `${GITHUB_BLOB}/${rel}#L${line}`, label: `${rel}, line ${line}` };
    };
  } else {
    if (!statSync(source).isFile() || !source.endsWith('.d.ts')) {
      throw new DocgenError(`0.1.10 input must be a .d.ts file: ${source}`);
    }
    workspace = new Map();
    extractPackages = [
      {
        folder: 'commandkit',
        dir: path.dirname(source),
        entries: [{ specifier: 'commandkit', file: source }],
      },
    ];
    labels = new Map([['commandkit', { label: 'CommandKit', npmName: 'commandkit' }]]);
    sourceLink = () => ({ url: V0_NPM_URL, label: 'commandkit 0.1.10 on npm' });
  }

  const runtimeDirs =
    opts.version === '1.x'
      ? [
          ...extractPackages.map((p) => p.dir),
          ...(opts.packages
            ? []
            : V1_GUIDE_ONLY_PACKAGES.map((dir) => path.join(source, 'packages', dir))),
        ]
      : [];
  const runtimeRoots = runtimeSourceFiles(runtimeDirs);
  const { program } = buildProgram(
    [...extractPackages.flatMap((p) => p.entries.map((e) => e.file)), ...runtimeRoots],
    workspace,
  );
  const runtime: RuntimeExports | undefined =
    opts.version === '1.x'
      ? readRuntimeExports(program, runtimeDirs)
      : installedRuntimeExports(source);
  const result = extract({
    layout: cfg.layout,
    packages: extractPackages,
    program,
    sourceLink,
    allow: opts.version === '0.1.10' ? V0_ITEMS : undefined,
    documentReachableTypes: opts.version === '1.x',
    discordJsLinks: loadDiscordJsLinks(opts.siteRoot),
  });
  const warnings = [...result.warnings];
  if (result.missingAllowed.length) {
    warnings.push(
      `Listed for ${opts.version} but not declared in the input: ${result.missingAllowed.join(', ')}`,
    );
  }
  for (const p of extractPackages) {
    if (
      !result.items.some((i) => i.pkg === p.folder) &&
      !(result.subpaths.get(p.folder) ?? []).some((s) => s.foreign.length)
    ) {
      throw new DocgenError(
        `Package ${p.folder}: its entry points export nothing that can be documented`,
      );
    }
  }

  return {
    version: opts.version,
    packages: extractPackages.map((p) => ({ folder: p.folder, ...labels.get(p.folder)! })),
    items: result.items,
    subpaths: Object.fromEntries(
      extractPackages.map((p) => [p.folder, result.subpaths.get(p.folder) ?? []]),
    ),
    exportsOnlyGuides:
      opts.version === '1.x' ? Object.fromEntries(exportsOnlySubpaths(extractPackages)) : {},
    warnings,
    runtime,
  };
}

/** The render stage: pages, manifest and report from a model and the notes. Reads nothing else. */
export function renderModel(model: ApiModel, notesDir: string): GenerateResult {
  const cfg: VersionConfig = model.version === '1.x' ? V1 : V0;
  const { version, runtime } = model;
  const extractPackages = model.packages;
  const labels = new Map(model.packages.map((p) => [p.folder, p]));
  const warnings = [...model.warnings];
  const files = new Map<string, string>();
  const reports: PackageReport[] = [];
  const byUrl = new Map(model.items.map((i) => [i.url, i]));
  const notesByPkg = new Map<string, Map<ApiItem, ItemNote>>();
  for (const p of extractPackages) {
    const items = model.items.filter((i) => i.pkg === p.folder);
    const { byItem } = matchNotes(items, loadNotes(notesDir, p.folder).notes);
    notesByPkg.set(p.folder, new Map([...byItem].map(([i, n]) => [i, n.note])));
  }
  const keyOf = new Map<ApiItem, string>();
  for (const p of extractPackages) {
    const items = model.items.filter((i) => i.pkg === p.folder);
    const { byItem } = matchNotes(items, loadNotes(notesDir, p.folder).notes);
    for (const i of items) keyOf.set(i, byItem.get(i)?.key ?? suggestedKey(i, items));
  }
  const npmNameOf = (folder: string) => labels.get(folder)?.npmName ?? folder;
  const ctx: RenderContext = {
    layout: cfg.layout,
    version,
    npmNameOf,
    importsOf: (item) => planImports(item, npmNameOf(item.pkg), runtime),
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
  };
  const manifest: Record<string, { key: string; kind: Kind; name: string; url: string }[]> = {};
  extractPackages.forEach((p, position) => {
    const items = model.items.filter((i) => i.pkg === p.folder);
    const nf = loadNotes(notesDir, p.folder);
    warnings.push(...nf.warnings);
    const { byItem, orphans } = matchNotes(items, nf.notes);
    const notes = new Map<ApiItem, ItemNote>([...byItem].map(([i, n]) => [i, n.note]));
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
      files.set(`${p.folder}/_category_.json`, categoryJson(info.label, position + 1));
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
  return { files, manifest: manifestText, reports, warnings, items: model.items };
}

/**
 * Extracts and renders; 1.x without `source` renders from the committed model instead
 * (`<notesDir>/.model.json` and `.runtime-exports.json`), which needs no CommandKit checkout.
 */
export function collect(opts: GenerateOptions): GenerateResult {
  const notesDir = notesDirOf(opts);
  if (opts.source === undefined) {
    if (opts.version !== '1.x') throw new DocgenError(`${opts.version} has no committed model`);
    if (opts.packages)
      throw new DocgenError('--packages chooses what to extract: it needs --source');
    return renderModel(readModel(notesDir, opts.version), notesDir);
  }
  const model = extractModel({ ...opts, source: opts.source });
  const result = renderModel(model, notesDir);
  if (model.version !== '1.x' || !model.runtime) return result;
  return { ...result, model: modelJson(model), runtimeExports: runtimeExportsJson(model.runtime) };
}

function notesDirOf(opts: GenerateOptions): string {
  return opts.notesDir ?? path.join(opts.siteRoot, 'api-notes', opts.version);
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
 * Generates and writes the pages; 1.x also the manifest next to the notes and, when this run
 * extracted, the model (`.model.json`, `.runtime-exports.json`). Returns the result for reporting.
 */
export function generate(opts: GenerateOptions): GenerateResult {
  const result = collect(opts);
  if (opts.dryRun) return result;
  const outDir = opts.outDir ?? defaultOutDir(opts.siteRoot, opts.version);
  writeTree(outDir, result.files);
  if (result.manifest && opts.manifestFile !== null) {
    const file = opts.manifestFile ?? path.join(notesDirOf(opts), '.manifest.json');
    writeFileAtomically(file, result.manifest);
    const dir = path.dirname(file);
    if (result.model) writeFileAtomically(path.join(dir, MODEL_FILE), result.model);
    if (result.runtimeExports)
      writeFileAtomically(path.join(dir, RUNTIME_EXPORTS_FILE), result.runtimeExports);
  }
  return result;
}
