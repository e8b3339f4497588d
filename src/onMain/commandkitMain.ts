/**
 * The two CommandKit commits this site describes, and the front-matter key that marks what only
 * the newer one has. `tests/unit/on-main.test.ts` keeps `MAIN_COMMIT` equal to the commit stamped
 * in `api-notes/1.x/.model-main.json`.
 */
export const RELEASE = '1.2.0';
export const MAIN_COMMIT = '392b9d812412bae5e7c945aa0d82e482fcee9068';
export const MAIN_SHORT = MAIN_COMMIT.slice(0, 8);
/**
 * The npm dist-tag of CommandKit's development builds: `.github/workflows/publish-dev.yaml` of
 * the CommandKit repo publishes every package from the default branch every 12 hours with
 * `--tag dev`, versioned `<version>-dev.<yyyymmddhhmmss>`.
 */
export const DEV_DIST_TAG = 'dev';
export const CHANGES_PAGE = '/docs/guide/advanced/changes-on-main';

/**
 * Front matter `on_main`:
 * - `true`: exists only on main, not in 1.2.0 ("On main — not in 1.2.0");
 * - `changed`: exists in both, and the page shows what 1.2.0 does and what main does;
 * - `removed`: exists in 1.2.0, main no longer has it.
 * Optional `on_main_packages`: the npm packages a reader installs to try it (default `commandkit`).
 */
export type OnMain = 'added' | 'changed' | 'removed';

export const ON_MAIN_LABEL: Record<OnMain, string> = {
  added: `On main — not in ${RELEASE}`,
  changed: `Changed on main — ${RELEASE} differs`,
  removed: `Removed on main — still in ${RELEASE}`,
};

export function readOnMain(frontMatter: Record<string, unknown>): OnMain | null {
  const value = frontMatter.on_main;
  if (value === undefined || value === false) return null;
  if (value === true) return 'added';
  if (value === 'changed' || value === 'removed') return value;
  throw new Error(
    `front matter on_main: ${JSON.stringify(value)} is not one of true, "changed", "removed"`,
  );
}

export function readOnMainPackages(frontMatter: Record<string, unknown>): string[] {
  const value = frontMatter.on_main_packages;
  if (value === undefined) return ['commandkit'];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  throw new Error('front matter on_main_packages must be a list of npm package names');
}

export function devInstallCommand(packages: readonly string[]): string {
  return `npm install ${packages.map((name) => `${name}@${DEV_DIST_TAG}`).join(' ')}`;
}

/** Name of the `<meta>` tag an on-main page carries; the search index reads it. */
export const ON_MAIN_META = 'commandkit:on-main';

/**
 * This site's own front-matter keys, each with the check of its value (throws with the reason).
 * The page rules (src/mdx/pageRules.ts) accept them beside the docs plugin's keys.
 */
export const SITE_FRONT_MATTER_KEYS: Record<
  string,
  (frontMatter: Record<string, unknown>) => void
> = {
  on_main: readOnMain,
  on_main_packages: readOnMainPackages,
};
