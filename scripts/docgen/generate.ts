// Orchestration: extract (input -> model) -> render (model + notes -> pages, render-model.ts) ->
// write. 1.x also writes the model, so later renders need no CommandKit checkout.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { modelJson, readModel, type ApiModel } from './api-model';
import { readMainModel, readMainRuntime } from './main-model';
import {
  COMMIT,
  githubBlob,
  V0_ITEMS,
  V0_NPM_URL,
  V1_GUIDE_ONLY_PACKAGES,
  V1_MAIN_ONLY_PACKAGES,
  V1_PACKAGES,
  type PackageConfig,
  type VersionConfig,
  V0,
  V1,
} from './config';
import { loadDiscordJsLinks } from './djs';
import { extract, type ExtractPackage } from './extract';
import { DocgenError } from './model';
import { buildProgram } from './program';
import {
  collectFromModel,
  notesDirOf,
  renderModel,
  withChangesPage,
  writeResult,
  type GenerateResult,
  type OutputOptions,
} from './render-model';
import {
  installedRuntimeExports,
  readRuntimeExports,
  runtimeExportsJson,
  runtimeSourceFiles,
  type RuntimeExports,
} from './runtime';
import { indexWorkspace, readEntryPoints, type SourcePackage } from './source';

export {
  defaultOutDir,
  diffTree,
  readTree,
  renderModel,
  writeTree,
  type GenerateResult,
  type PackageReport,
} from './render-model';

export interface GenerateOptions extends OutputOptions {
  /**
   * 1.x: the CommandKit repository root (with `packages/`); without it, the pages are rendered from
   * the committed model. 0.1.10: the d.ts file.
   */
  source?: string;
  /** 1.x: packages to document (default: all nine). */
  packages?: PackageConfig[];
  /**
   * 1.x: the commit of `source` when it is not the release: source links point there, and the
   * guide-only packages' runtime exports are read even with `packages` (main's model has them all).
   */
  commit?: string;
  /**
   * 1.x: a checkout of CommandKit main, extracted into `.model-main.json` beside the release's
   * model; without it, the committed model of main (if any) is rendered.
   */
  mainSource?: string;
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
      return {
        url: `${githubBlob(opts.commit ?? COMMIT)}/${rel}#L${line}`,
        label: `${rel}, line ${line}`,
      };
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
          ...(opts.packages && !opts.commit
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
    ...(opts.commit ? { commit: opts.commit } : {}),
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

function gitHead(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    throw new DocgenError(`${dir} is not a git checkout: its commit stamps the model of main`);
  }
}

/**
 * Extracts CommandKit main's model: every 1.x package and the packages only main has. Its runtime
 * exports are main's build's (`readMainRuntime`), not the extraction's reading of the source.
 */
export function extractMainModel(opts: GenerateOptions & { mainSource: string }): ApiModel {
  const model = extractModel({
    ...opts,
    source: opts.mainSource,
    packages: [...V1_PACKAGES, ...V1_MAIN_ONLY_PACKAGES],
    commit: gitHead(path.resolve(opts.mainSource)),
  });
  return { ...model, runtime: readMainRuntime(opts.siteRoot) };
}

/**
 * Extracts and renders; 1.x without `source` renders from the committed model instead
 * (`<notesDir>/.model.json` and `.runtime-exports.json`), which needs no CommandKit checkout.
 * 1.x renders main's differences from `.model-main.json`, or from `mainSource` extracted again.
 */
export function collect(opts: GenerateOptions): GenerateResult {
  if (opts.source === undefined && opts.packages)
    throw new DocgenError('--packages chooses what to extract: it needs --source');
  if (opts.mainSource !== undefined && (opts.packages || opts.version !== '1.x'))
    throw new DocgenError('--main-source extracts every 1.x package: drop --packages');
  if (opts.source === undefined && opts.mainSource === undefined) return collectFromModel(opts);
  const notesDir = notesDirOf(opts);
  const model =
    opts.source === undefined
      ? readModel(notesDir, opts.version)
      : extractModel({ ...opts, source: opts.source });
  const main =
    opts.mainSource !== undefined
      ? extractMainModel({ ...opts, mainSource: opts.mainSource })
      : opts.version === '1.x' && !opts.packages
        ? readMainModel(notesDir, opts.siteRoot)
        : undefined;
  const result = withChangesPage(renderModel(model, notesDir, main), opts.siteRoot);
  if (model.version !== '1.x' || !model.runtime) return result;
  return {
    ...result,
    ...(opts.source !== undefined
      ? { model: modelJson(model), runtimeExports: runtimeExportsJson(model.runtime) }
      : {}),
    ...(opts.mainSource !== undefined && main ? { mainModel: modelJson(main) } : {}),
  };
}

/** Generates and writes (see `writeResult`); returns the result for reporting. */
export function generate(opts: GenerateOptions): GenerateResult {
  const result = collect(opts);
  writeResult(result, opts);
  return result;
}
