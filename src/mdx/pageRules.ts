/**
 * Remark plugin: fails a docs page on what would otherwise ship silently broken, naming each
 * problem with file:line:col (listed in src/mdx/plugins.ts, so `docusaurus build` and
 * `npm run check:mdx` reject the same pages):
 *  - a directive no plugin handled (`:::warn`, a typo of an admonition): Docusaurus only warns
 *    and shows its text as a plain paragraph;
 *  - two headings with the same id (two explicit `{#id}`, or one equal to another's slug): both
 *    table-of-contents entries would jump to the first;
 *  - a front-matter key the docs plugin does not know (`sidebar_positon`): Docusaurus ignores it;
 *  - a front-matter value of the wrong type (the docs plugin rejects it too, without a line);
 *  - in a TS/JS code block that is not `partial` (hand-written pages), a name the example neither
 *    imports nor declares (`<Buton>`): the example cannot run (src/lib/content/undeclared.ts).
 * It runs after Docusaurus' own plugins (admonitions, heading ids), before its unused-directive
 * warning. No ES-module-only import: Docusaurus loads the config, and so this file, with jiti.
 */
import { relative } from 'node:path';
import { DefaultAdmonitionOptions } from '@docusaurus/mdx-loader/lib/remark/admonitions/index.js';
import { DocFrontMatterSchema } from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import type { Root } from 'mdast';
import type { CodeBlock } from '../lib/content/code-blocks';
import { isScriptBlock } from '../lib/content/script-blocks';
import { didYouMean } from '../lib/content/nearest';
import { undeclaredNames } from '../lib/content/undeclared';
import { SITE_FRONT_MATTER_KEYS } from '../onMain/commandkitMain';

export interface PageRuleProblem {
  line: number;
  column: number;
  message: string;
}

/** The error the plugin throws; `check:mdx` reports each of `problems` on its own line. */
export class PageRuleError extends Error {
  constructor(
    readonly file: string,
    readonly problems: PageRuleProblem[],
  ) {
    super(
      `[page rules] ${problems.length} problem(s):\n` +
        problems.map((p) => `${file}:${p.line}:${p.column} ${p.message}`).join('\n'),
    );
    this.name = 'PageRuleError';
  }
}

interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: Record<string, unknown> | null;
  children?: Node[];
  data?: { id?: string; hProperties?: { id?: string } } & Record<string, unknown>;
  position?: { start: { line: number; column: number } };
}

interface VFileLike {
  path?: string;
  cwd?: string;
  data?: { frontMatter?: Record<string, unknown> };
}

function walk(node: Node, each: (node: Node) => void): void {
  each(node);
  for (const child of node.children ?? []) walk(child, each);
}

const at = (node: Node) => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

const PREFIX: Record<string, string> = {
  containerDirective: ':::',
  leafDirective: '::',
  textDirective: ':',
};

/** Directives left unhandled, as Docusaurus' unused-directive warning finds them. */
function unusedDirectives(tree: Node, admonitions: readonly string[]): PageRuleProblem[] {
  const problems: PageRuleProblem[] = [];
  walk(tree, (node) => {
    const prefix = PREFIX[node.type];
    if (!prefix || node.data) return;
    // `:name` in prose (a time, an emoji code) with no label or attributes stays text.
    const simple =
      node.type === 'textDirective' &&
      Object.keys(node.attributes ?? {}).length === 0 &&
      (node.children ?? []).length === 0;
    if (simple) return;
    const name = `${prefix}${node.name}`;
    const hint =
      node.type === 'containerDirective'
        ? `${didYouMean(node.name ?? '', admonitions, (k) => `${prefix}${k}`)} (admonitions: ${admonitions.join(', ')})`
        : `; write \\${name} for the literal text`;
    problems.push({
      ...at(node),
      message: `${name} is not an admonition or any directive the site handles: the page would show its text as a plain paragraph${hint}`,
    });
  });
  return problems;
}

function headingText(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(headingText).join('');
}

/** Headings whose id an earlier heading of the page already has. */
function duplicateHeadingIds(tree: Node): PageRuleProblem[] {
  const seen = new Map<string, Node>();
  const problems: PageRuleProblem[] = [];
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    const id = node.data?.hProperties?.id ?? node.data?.id;
    if (!id) return;
    const first = seen.get(id);
    if (!first) {
      seen.set(id, node);
      return;
    }
    problems.push({
      ...at(node),
      message:
        `heading id "${id}" is already the id of "${headingText(first).trim()}" at line ${at(first).line}: ` +
        `both table-of-contents entries would jump there; give this heading another {#id}`,
    });
  });
  return problems;
}

interface SchemaLike {
  describe(): { keys?: Record<string, unknown> };
  validate(
    value: unknown,
    options: { abortEarly: boolean },
  ): { error?: { details: { path: (string | number)[]; message: string }[] } };
}

const schema = DocFrontMatterSchema as unknown as SchemaLike;
/** Keys of the docs plugin's front matter, and `mdx` (read by Docusaurus' MDX loader). */
const DOCUSAURUS_KEYS: readonly string[] = [...Object.keys(schema.describe().keys ?? {}), 'mdx'];
/** Every key a page may use: Docusaurus' and this site's own (`on_main`, …). */
export const FRONT_MATTER_KEYS: readonly string[] = [
  ...DOCUSAURUS_KEYS,
  ...Object.keys(SITE_FRONT_MATTER_KEYS),
];

/** Line of each top-level key of a YAML front matter whose `---` is at `startLine`. */
function keyLines(yaml: string, startLine: number): Map<string, number> {
  const lines = new Map<string, number>();
  yaml.split('\n').forEach((text, index) => {
    const key = /^([^\s#:][^:]*?)\s*:(\s|$)/.exec(text)?.[1]?.replace(/^['"]|['"]$/g, '');
    if (key && !lines.has(key)) lines.set(key, startLine + 1 + index);
  });
  return lines;
}

/** Front-matter keys the docs plugin does not know, and values its schema rejects. */
export function frontMatterProblems(
  frontMatter: Record<string, unknown>,
  yaml: string,
  startLine = 1,
): PageRuleProblem[] {
  const lines = keyLines(yaml, startLine);
  const where = (key: string) => ({ line: lines.get(key) ?? startLine, column: 1 });
  const problems: PageRuleProblem[] = [];
  for (const key of Object.keys(frontMatter))
    if (!FRONT_MATTER_KEYS.includes(key))
      problems.push({
        ...where(key),
        message: `unknown front-matter key "${key}": Docusaurus ignores it${didYouMean(key, FRONT_MATTER_KEYS, (k) => `"${k}"`)}`,
      });
  for (const [key, check] of Object.entries(SITE_FRONT_MATTER_KEYS)) {
    if (!(key in frontMatter)) continue;
    try {
      check(frontMatter);
    } catch (error) {
      problems.push({ ...where(key), message: (error as Error).message });
    }
  }
  const known = Object.fromEntries(
    Object.entries(frontMatter).filter(([key]) => DOCUSAURUS_KEYS.includes(key)),
  );
  for (const detail of schema.validate(known, { abortEarly: false }).error?.details ?? []) {
    const key = String(detail.path[0] ?? '');
    problems.push({
      ...where(key),
      message: `front matter: ${detail.message} (got ${JSON.stringify(frontMatter[key])})`,
    });
  }
  return problems;
}

/** The TS/JS blocks of a hand-written page that must run (not `partial`), as code-blocks.ts gives them. */
function exampleBlocks(tree: Node, file: string): CodeBlock[] {
  if (/[\\/]api-reference[\\/]/.test(file)) return [];
  const blocks: CodeBlock[] = [];
  walk(tree, (node) => {
    const code = node as Node & { lang?: string | null; meta?: string | null };
    // Blocks other plugins generate (npm2yarn's tabs) have no place in the file.
    if (code.type !== 'code' || !code.position) return;
    const meta = code.meta ?? '';
    const block: CodeBlock = {
      file,
      ...at(code),
      lang: (code.lang ?? '').toLowerCase(),
      meta,
      value: code.value ?? '',
      partial: /(^|\s)partial(\s|$)/.test(meta),
      title: /title="([^"]*)"/.exec(meta)?.[1],
    };
    if (isScriptBlock(block) && !block.partial) blocks.push(block);
  });
  return blocks;
}

export function remarkPageRules(options: { admonitions?: readonly string[] } = {}) {
  const admonitions = options.admonitions ?? DefaultAdmonitionOptions.keywords;
  return (tree: Root, file?: VFileLike) => {
    const root = tree as unknown as Node;
    const yaml = root.children?.find((node) => node.type === 'yaml');
    const problems = [
      ...frontMatterProblems(
        file?.data?.frontMatter ?? {},
        yaml?.value ?? '',
        at(yaml ?? root).line,
      ),
      ...unusedDirectives(root, admonitions),
      ...duplicateHeadingIds(root),
      ...undeclaredNames(file?.path ?? '', exampleBlocks(root, file?.path ?? '')),
    ].sort((a, b) => a.line - b.line || a.column - b.column);
    if (problems.length === 0) return;
    const shown = file?.path ? relative(file.cwd ?? process.cwd(), file.path) : '<page>';
    throw new PageRuleError(shown, problems);
  };
}
