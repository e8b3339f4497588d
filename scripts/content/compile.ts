// Compiles one page the way `docusaurus build` does: Docusaurus' MDX loader code
// (`compileToJSX`: its preprocessor, its remark plugins — headings, admonitions, links, images,
// ... — then the site's own from src/mdx/plugins.ts) with the docs plugin's loader options.
// Errors come back with the line and column in the page's file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileToJSX } from '@docusaurus/mdx-loader/lib/utils';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { CodeBlockError } from '../../src/plugins/prerender-code/check';
import { didYouMean } from '../../src/lib/content/nearest';
import { PageRuleError } from '../../src/mdx/pageRules';
import type { PageProblem } from '../../src/lib/content/problem';
import type { MdxLoaderOptions } from './site';

export type { PageProblem } from '../../src/lib/content/problem';

interface Positioned {
  line?: number | null;
  column?: number | null;
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } } | null;
  mark?: { line?: number; column?: number };
  reason?: string;
  message?: string;
  cause?: unknown;
}

function positionOf(error: Positioned | undefined): { line: number; column: number } | null {
  if (!error || typeof error !== 'object') return null;
  if (typeof error.line === 'number' && error.line > 0)
    return { line: error.line, column: typeof error.column === 'number' ? error.column : 1 };
  const place = error.place?.start ?? error.place;
  if (place && typeof place.line === 'number')
    return { line: place.line, column: place.column ?? 1 };
  // js-yaml (front matter): 0-based mark
  if (error.mark && typeof error.mark.line === 'number')
    return { line: error.mark.line + 1, column: (error.mark.column ?? 0) + 1 };
  return null;
}

/**
 * Docusaurus' image plugin names a missing image's file, not its place: the place is that of the
 * first image of the page whose URL the file's path ends with.
 */
function missingImage(
  message: string,
  source: string,
): { line: number; column: number; message: string } | undefined {
  const file = /^Image (\S+) used in \S+ not found/.exec(message)?.[1];
  if (!file) return undefined;
  const images = /!\[[^\]]*\]\(\s*<?([^)\s>]+)|<img\b[^>]*\bsrc=["']([^"']+)/g;
  for (const match of source.matchAll(images)) {
    const url = (match[1] ?? match[2])!;
    const tail = decodeURI(url.split(/[?#]/)[0]!).replace(/^(\.\/|\/)/, '');
    if (!tail || !file.endsWith(tail)) continue;
    const before = source.slice(0, match.index).split('\n');
    const dir = path.dirname(file);
    const siblings = existsSync(dir) ? readdirSync(dir) : [];
    const hint = didYouMean(path.basename(file), siblings, (name) => name);
    return {
      line: before.length,
      column: before[before.length - 1]!.length + 1,
      message: `image ${url} not found: there is no file ${file}${hint}`,
    };
  }
  return undefined;
}

/** Where in `source` an error points: its own position, its cause's, or what its text names. */
export function locateError(
  error: unknown,
  source: string,
  frontMatterLines = 0,
): { line: number; column: number; message: string } {
  const chain: Positioned[] = [];
  for (let e = error as Positioned | undefined; e && chain.length < 5; e = e.cause as Positioned)
    chain.push(e);
  const innermost = chain[chain.length - 1] ?? (error as Positioned);
  let message = String(innermost?.reason ?? innermost?.message ?? error);
  // Docusaurus' wrapper repeats the file name; keep the cause.
  message = message
    .replace(/^MDX compilation failed for file [^\n]*\nCause: /, '')
    .split('\nDetails:')[0]!;
  for (const e of chain) {
    const at = positionOf(e);
    if (at) {
      // A YAML error inside the front matter counts from the line after the opening `---`.
      const line = e.mark ? at.line + frontMatterLines : at.line;
      return { line, column: at.column, message };
    }
  }
  // Positions some plugins only write into their message ("page.mdx:12", "line 12").
  // MDX's "Expected a closing tag for `<details>` (7:1-7:10)" names the opening tag's place.
  const m =
    /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message) ??
    /\.mdx?:(\d+)(?::(\d+))?\b/.exec(message) ??
    /\bline (\d+)\b/.exec(message);
  if (m) return { line: Number(m[1]), column: m[2] ? Number(m[2]) : 1, message };
  const image = missingImage(message, source);
  if (image) return image;
  // A URL the message names (e.g. "markdown link couldn't be resolved: (url=...)").
  const url = /\(url=([^)\s]+)\)/.exec(message)?.[1];
  if (url) {
    const index = source.indexOf(url);
    if (index >= 0) {
      const before = source.slice(0, index).split('\n');
      return { line: before.length, column: before[before.length - 1]!.length + 1, message };
    }
  }
  return { line: 1, column: 1, message: `${message} (no position reported)` };
}

interface Listing {
  name?: string;
  problems?: { line: number; column: number; message: string }[];
  cause?: unknown;
}

/** Errors of the site's remark plugins that list their problems one by one. */
const LISTING_ERRORS = new Set([CodeBlockError.name, PageRuleError.name]);

/** The problems an error carries one by one (the code-block check lists every block it rejects). */
function listedProblems(error: unknown): { line: number; column: number; message: string }[] {
  // Compared by name: the site config (and so the plugin) is loaded by Docusaurus' own loader,
  // which gives the plugin's module, and its error class, a second instance.
  for (let e = error as Listing | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.name && LISTING_ERRORS.has(e.name) && Array.isArray(e.problems))
      return e.problems.map(({ line, column, message }) => ({ line, column, message }));
    e = e.cause as Listing | undefined;
  }
  return [];
}

/**
 * The loader options with Docusaurus' Markdown-link resolution made quiet: an unresolved
 * `./page.mdx` link would stop the compilation without a position, and ./links.ts reports it
 * at its line and column anyway.
 */
function withQuietMarkdownLinks(options: MdxLoaderOptions): MdxLoaderOptions {
  const resolve = options.resolveMarkdownLink as ((params: unknown) => string | null) | undefined;
  if (!resolve) return options;
  // One object per options: Docusaurus caches its MDX processors per options object.
  const known = quieted.get(options);
  if (known) return known;
  // Without `processors` (prebuilt ones hold the original resolver), Docusaurus builds new ones.
  const { processors: _prebuilt, ...rest } = options;
  // Docusaurus 3.10 reports an unresolved link through `markdown.hooks`, not the resolver.
  const hooks = (rest.markdownConfig as { hooks?: object }).hooks;
  const quiet: MdxLoaderOptions = {
    ...rest,
    ...(hooks && {
      markdownConfig: {
        ...rest.markdownConfig,
        hooks: { ...hooks, onBrokenMarkdownLinks: 'ignore' },
      } as MdxLoaderOptions['markdownConfig'],
    }),
    resolveMarkdownLink: (params: unknown) => {
      try {
        return resolve(params);
      } catch {
        return null;
      }
    },
  };
  quieted.set(options, quiet);
  return quiet;
}

const quieted = new WeakMap<MdxLoaderOptions, MdxLoaderOptions>();

export async function compilePage(
  file: string,
  options: MdxLoaderOptions,
  fileContent = readFileSync(file, 'utf8'),
): Promise<PageProblem[]> {
  return (await compilePageModule(file, options, fileContent)).problems;
}

/** The page compiled to a JavaScript module (MDX's output, as the build bundles it), or its problems. */
export async function compilePageModule(
  file: string,
  options: MdxLoaderOptions,
  fileContent = readFileSync(file, 'utf8'),
): Promise<{ problems: PageProblem[]; module?: string }> {
  const fmMatch = /^---\r?\n/.test(fileContent) ? 1 : 0;
  try {
    const { frontMatter } = await options.markdownConfig.parseFrontMatter({
      filePath: file,
      fileContent,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    const { content } = await compileToJSX({
      fileContent,
      filePath: file,
      frontMatter,
      options: withQuietMarkdownLinks(options) as never,
      compilerName: 'client',
    });
    return { problems: [], module: content };
  } catch (error) {
    const listed = listedProblems(error);
    if (listed.length) return { problems: listed.map((p) => ({ file, ...p })) };
    const at = locateError(error, fileContent, fmMatch);
    return { problems: [{ file, ...at }] };
  }
}
