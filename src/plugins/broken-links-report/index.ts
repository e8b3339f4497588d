/**
 * Local Docusaurus plugin: the production build's broken-link and broken-anchor errors name the
 * source file, line and column of each link (Docusaurus 3.8.1 names only the page's URL, and
 * suggests turning the check off).
 *
 * Docusaurus 3.8.1 has no hook for this (`onBrokenLinks` accepts only 'ignore' | 'log' | 'warn' |
 * 'throw'), so the plugin wraps `handleBrokenLinks` of @docusaurus/core's
 * `lib/server/brokenLinks.js`, which the build calls after `postBuild`. The wrapper runs the
 * stock check unchanged — once for paths and once for anchors, so both lists show in one run —
 * and whenever it throws, throws too, with the stock findings located in the pages' sources (see
 * ./report.ts). It is exactly as strict as the stock check: it never drops an error.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { expectSource, patchError } from '../patches/guard.cjs';
import {
  findLinkInSource,
  formatReport,
  parseStockMessage,
  withoutOptOutAdvice,
  type LocatedLink,
} from './report';

type Severity = 'ignore' | 'log' | 'warn' | 'throw';
interface HandleArgs {
  onBrokenLinks: Severity;
  onBrokenAnchors: Severity;
  [key: string]: unknown;
}
type HandleBrokenLinks = (args: HandleArgs) => Promise<void>;
interface BrokenLinksModule {
  handleBrokenLinks: HandleBrokenLinks & { sourceLocated?: boolean };
}

/** Route → source file (relative to the site), filled when all content is loaded. */
const sourceOfRoute = new Map<string, string>();

function normalizeRoute(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

async function runStock(original: HandleBrokenLinks, args: HandleArgs): Promise<string | null> {
  try {
    await original(args);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function locate(
  messages: string[],
  siteDir: string,
  sources: Map<string, string> = sourceOfRoute,
): LocatedLink[] {
  const located: LocatedLink[] = [];
  for (const link of messages.flatMap(parseStockMessage)) {
    const file = sources.get(normalizeRoute(link.page));
    let positions: LocatedLink['positions'] = [];
    if (file) {
      try {
        positions = findLinkInSource(readFileSync(path.resolve(siteDir, file), 'utf8'), link.link);
      } catch {
        positions = [];
      }
    }
    located.push({ ...link, file, positions });
  }
  return located;
}

/** Wraps the stock check (idempotent). Exported for tests. */
export function wrapHandleBrokenLinks(
  original: HandleBrokenLinks,
  siteDir: string,
  sources: Map<string, string> = sourceOfRoute,
): HandleBrokenLinks {
  return async (args) => {
    const { onBrokenLinks, onBrokenAnchors } = args;
    // Paths and anchors separately (stock stops at the first kind that throws).
    const messages = [
      onBrokenLinks === 'throw'
        ? await runStock(original, { ...args, onBrokenAnchors: 'ignore' })
        : null,
      onBrokenAnchors === 'throw'
        ? await runStock(original, { ...args, onBrokenLinks: 'ignore' })
        : null,
    ].filter((m): m is string => m !== null);
    // Whatever is not 'throw' goes through the stock code as configured.
    if (onBrokenLinks !== 'throw' || onBrokenAnchors !== 'throw') {
      await original({
        ...args,
        onBrokenLinks: onBrokenLinks === 'throw' ? 'ignore' : onBrokenLinks,
        onBrokenAnchors: onBrokenAnchors === 'throw' ? 'ignore' : onBrokenAnchors,
      });
    }
    if (messages.length === 0) return;
    const located = locate(messages, siteDir, sources);
    // A message this code cannot read still fails the build, with the stock text.
    if (located.length === 0) throw new Error(withoutOptOutAdvice(messages.join('\n')));
    throw new Error(formatReport(located));
  };
}

const STOCK_MODULE = '@docusaurus/core/lib/server/brokenLinks.js';
const BUILD_MODULE = '@docusaurus/core/lib/commands/build/buildLocale.js';

function install(siteDir: string): void {
  const require = createRequire(path.join(siteDir, 'package.json'));
  // The build must call the check through the module's export, which is what gets replaced.
  expectSource(
    'broken-links-report',
    BUILD_MODULE,
    /\(0, brokenLinks_1\.handleBrokenLinks\)\(/,
    'a call of `brokenLinks_1.handleBrokenLinks`',
  );
  let mod: BrokenLinksModule;
  try {
    mod = require(STOCK_MODULE) as BrokenLinksModule;
  } catch {
    throw patchError('broken-links-report', `the module ${STOCK_MODULE}`);
  }
  if (typeof mod.handleBrokenLinks !== 'function') {
    throw patchError(
      'broken-links-report',
      `a function export handleBrokenLinks of ${STOCK_MODULE}`,
    );
  }
  if (mod.handleBrokenLinks.sourceLocated) return;
  const wrapped = wrapHandleBrokenLinks(mod.handleBrokenLinks, siteDir) as HandleBrokenLinks & {
    sourceLocated?: boolean;
  };
  wrapped.sourceLocated = true;
  mod.handleBrokenLinks = wrapped;
}

interface RoutedSource {
  permalink: string;
  source: string;
}

export default function brokenLinksReportPlugin(context: LoadContext): Plugin<unknown> {
  install(context.siteDir);
  return {
    name: 'broken-links-report',
    async allContentLoaded({ allContent }) {
      sourceOfRoute.clear();
      const add = (d: RoutedSource) =>
        sourceOfRoute.set(normalizeRoute(d.permalink), d.source.replace(/^@site\//, ''));
      const all = allContent as Record<string, Record<string, unknown>>;
      for (const content of Object.values(all['docusaurus-plugin-content-docs'] ?? {})) {
        const versions = (content as { loadedVersions?: { docs: RoutedSource[] }[] })
          .loadedVersions;
        for (const v of versions ?? []) v.docs.forEach(add);
      }
      for (const content of Object.values(all['docusaurus-plugin-content-pages'] ?? {})) {
        if (Array.isArray(content)) (content as RoutedSource[]).forEach(add);
      }
    },
  };
}
