// The two reference sets the site publishes. A maintainer adds a 1.x package here (folder under
// `<source>/packages/`, the site folder name and its sidebar label).
import type { Kind } from './model';
import type { Layout } from './router';

export const COMMIT = 'bb1b7e02b0a4a2571dc6682b5cb76552131a1e22';
export const githubBlob = (commit: string) =>
  `https://github.com/underctrl-io/commandkit/blob/${commit}`;
export const GITHUB_BLOB = githubBlob(COMMIT);

export interface PackageConfig {
  /** Folder of the package under `<source>/packages`. */
  dir: string;
  /** Site folder name (`commandkit`, `ai`, ...). */
  folder: string;
  /** Sidebar label. */
  label: string;
}

export const KIND_LABELS: Record<Kind, string> = {
  classes: 'Classes',
  enums: 'Enums',
  functions: 'Functions',
  interfaces: 'Interfaces',
  types: 'Types',
  variables: 'Variables',
};

/** Singular kind names for page text. */
export const KIND_SINGULAR: Record<Kind, string> = {
  classes: 'Class',
  enums: 'Enum',
  functions: 'Function',
  interfaces: 'Interface',
  types: 'Type',
  variables: 'Variable',
};

export interface VersionConfig {
  version: '1.x' | '0.1.10';
  /** Output folder relative to the site root. */
  outDir: string;
  layout: Layout;
}

export const V1_PACKAGES: PackageConfig[] = [
  // Sidebar order is alphabetical by label (the api sidebar starts at AI).
  { dir: 'ai', folder: 'ai', label: 'AI' },
  { dir: 'analytics', folder: 'analytics', label: 'Analytics' },
  { dir: 'cache', folder: 'cache', label: 'Cache' },
  { dir: 'commandkit', folder: 'commandkit', label: 'CommandKit' },
  { dir: 'i18n', folder: 'i18n', label: 'i18n' },
  { dir: 'legacy', folder: 'legacy', label: 'Legacy' },
  { dir: 'queue', folder: 'queue', label: 'Queue' },
  { dir: 'redis', folder: 'redis', label: 'Redis' },
  { dir: 'tasks', folder: 'tasks', label: 'Tasks' },
];

/** Packages that only CommandKit main has (extracted with `--main-source`, labelled on main). */
export const V1_MAIN_ONLY_PACKAGES: PackageConfig[] = [
  { dir: 'workflow', folder: 'workflow', label: 'Workflow' },
];

/** Packages the guide imports but the API reference does not cover: only their runtime exports
 * are recorded (`.runtime-exports.json`), so the docs' imports of them can be checked. */
export const V1_GUIDE_ONLY_PACKAGES = ['devtools'];

export const V1: VersionConfig = {
  version: '1.x',
  outDir: 'docs/api-reference',
  layout: {
    routeBase: '/docs/api-reference',
    perPackage: true,
    kebab: true,
    kindFolder: (kind) => kind,
    indexPages: true,
  },
};

export const V0: VersionConfig = {
  version: '0.1.10',
  outDir: 'versioned_docs/version-0.1.10/api-reference',
  layout: {
    routeBase: '/docs/v0/api-reference',
    perPackage: false,
    kebab: false,
    kindFolder: (kind) => (kind === 'interfaces' ? 'types' : kind),
    indexPages: false,
  },
};

/** 0.1.10: the d.ts of the installed package and the items the site documents (by name). */
export const V0_INPUT = 'node_modules/commandkit/dist/index.d.ts';
export const V0_NPM_URL = 'https://www.npmjs.com/package/commandkit/v/0.1.10';
export const V0_ITEMS = [
  'ButtonKit',
  'CommandKit',
  'ReloadType',
  'defineConfig',
  'getConfig',
  'AutocompleteProps',
  'CommandContext',
  'CommandData',
  'CommandKitButtonBuilderInteractionCollectorDispatch',
  'CommandKitButtonBuilderInteractionCollectorDispatchContextData',
  'CommandKitButtonBuilderOnEnd',
  'CommandKitConfig',
  'CommandKitData',
  'CommandKitOptions',
  'CommandObject',
  'CommandOptions',
  'CommandProps',
  'CommandFileObject',
  'ContextMenuCommandProps',
  'MessageContextMenuCommandProps',
  'ReloadOptions',
  'SlashCommandProps',
  'UserContextMenuCommandProps',
  'ValidationProps',
  'version',
];

/**
 * 1.x: import paths whose problem in CommandKit 1.2.0 has an entry on the known-issues page
 * (`docs/guide/advanced/known-issues.mdx`, each reproduced by
 * `scripts/check-examples/known-issues/<id>.mjs`). The generated warnings link there.
 */
export const KNOWN_ISSUES_PAGE_URL = '/docs/guide/advanced/known-issues';
export const KNOWN_ISSUE_OF_IMPORT_PATH: Record<string, string> = {
  '@commandkit/analytics/posthog': 'exports-only-subpaths',
  '@commandkit/analytics/umami': 'exports-only-subpaths',
  '@commandkit/queue/discordjs': 'exports-only-subpaths',
  '@commandkit/tasks/sqlite': 'exports-only-subpaths',
  '@commandkit/tasks/bullmq': 'exports-only-subpaths',
  'commandkit/ratelimit': 'ratelimit-entry-throws',
  'commandkit/events': 'events-entry-throws',
  'commandkit/flag': 'flag-entry-exports',
};

/**
 * Entry points whose named imports fail differently from the error `.runtime-exports.json` records
 * (that of `require()` / `import *`): what bot code, built as ES modules, prints for
 * `import { name } from '<path>'` (checked by the known issue's reproduction).
 */
export const NAMED_IMPORT_ERROR_OF_IMPORT_PATH: Record<string, (name: string) => string> = {
  'commandkit/events': (name) =>
    `SyntaxError: The requested module 'commandkit/events' does not provide an export named '${name}'`,
};

/** Why an entry point that does not load fails, for an import of `name` (or of anything). */
export function loadFailure(specifier: string, error: string | undefined, name?: string): string {
  const named = NAMED_IMPORT_ERROR_OF_IMPORT_PATH[specifier];
  if (!named) return error ?? 'error';
  if (name) return named(name);
  return `a named import: ${named('…')}; any other import: ${error ?? 'error'}`;
}
