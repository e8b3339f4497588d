// The config keys that differ between the Docusaurus 3.x versions this site builds with (3.8.1,
// the pinned one, and 3.10, checked by `npm run check:upgrade`), chosen from the installed
// Docusaurus' own defaults rather than from its version number:
// - 3.10 renamed `future.experimental_faster` to `future.faster` (the old key fails validation);
// - 3.10 moved `onBrokenMarkdownLinks` under `markdown.hooks` (the old key is deprecated).
import type { Config } from '@docusaurus/types';
import { patchError } from './guard.cjs';

type Severity = 'ignore' | 'log' | 'warn' | 'throw';

interface InstalledDefaults {
  future: Record<string, unknown>;
  markdown: Record<string, unknown>;
}

function installedDefaults(): InstalledDefaults {
  const specifier = '@docusaurus/core/lib/server/configValidation.js';
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, catchable load of a module that may have moved, while the config is evaluated
    const { DEFAULT_CONFIG } = require(specifier) as { DEFAULT_CONFIG: InstalledDefaults };
    if (DEFAULT_CONFIG.future && DEFAULT_CONFIG.markdown) return DEFAULT_CONFIG;
  } catch {
    // reported below
  }
  throw patchError('config-compat', `DEFAULT_CONFIG with future and markdown in ${specifier}`);
}

const DEFAULTS = installedDefaults();

/** The `future` flags: the Rspack/SWC toolchain on or off, under the installed version's name. */
export function futureConfig(faster: boolean): Config['future'] {
  const flag = 'faster' in DEFAULTS.future ? 'faster' : 'experimental_faster';
  return { [flag]: faster, v4: { removeLegacyPostBuildHeadAttribute: true } } as Config['future'];
}

/** What to do with a Markdown link to a file that does not resolve, where the version reads it. */
export function brokenMarkdownLinksConfig(
  severity: Severity,
): Pick<Config, 'onBrokenMarkdownLinks' | 'markdown'> {
  if ('hooks' in DEFAULTS.markdown) {
    return { markdown: { hooks: { onBrokenMarkdownLinks: severity } } as Config['markdown'] };
  }
  return { onBrokenMarkdownLinks: severity };
}
