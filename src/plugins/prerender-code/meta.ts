/**
 * The rules of a fenced code block's language and meta string (```` ```ts title="a.ts" {2-3} ````):
 * what the highlighter (./tokenize.ts) and the stock CodeBlock (./stock.ts) would silently ignore.
 * The one place these rules live: the remark plugin ./check.ts fails the build with them, and
 * `npm run check:mdx` reports them through the same compilation.
 */
import { Prism } from 'prism-react-renderer';
import { registerLanguages } from './tokenize';
import { stockCodeBlockUtils, type MagicCommentConfig } from './stock';

export interface CodeBlockProblem {
  line: number;
  column: number;
  message: string;
}

export interface FencedBlock {
  lang?: string | null;
  meta?: string | null;
  value: string;
  /** Where the opening fence starts in the file (1-based). */
  line: number;
  column: number;
  /** The file's text of the fence line, to point at the faulty part of the meta string. */
  fenceLine?: string;
}

export interface CodeBlockRules {
  additionalLanguages: readonly string[];
  magicComments: MagicCommentConfig[];
}

/** The languages Prism highlights once `additionalLanguages` are registered. */
export function highlightedLanguages(additionalLanguages: readonly string[]): Set<string> {
  registerLanguages(additionalLanguages);
  const languages = Prism.languages as unknown as Record<string, unknown>;
  return new Set(Object.keys(languages).filter((name) => typeof languages[name] === 'object'));
}

/** The meta string with quoted values blanked (same length), and any quote left open. */
function blankQuotedValues(meta: string): { blanked: string; unclosedAt?: number } {
  let blanked = '';
  let i = 0;
  while (i < meta.length) {
    const quote = meta[i];
    if ((quote === '"' || quote === "'") && meta[i - 1] === '=') {
      const end = meta.indexOf(quote, i + 1);
      if (end < 0) return { blanked: blanked + ' '.repeat(meta.length - i), unclosedAt: i };
      blanked += ' '.repeat(end + 1 - i);
      i = end + 1;
    } else {
      blanked += meta[i];
      i++;
    }
  }
  return { blanked };
}

function lineCount(value: string): number {
  return value.replace(/\r?\n$/, '').split(/\r?\n/).length;
}

/** Problems of one line range's text (between the braces); none when Docusaurus reads it whole. */
function rangeProblem(range: string, lines: number): string | undefined {
  const example = 'numbers and ranges such as {2} or {1,4-6}';
  // Docusaurus only reads /\{[\d,-]+\}/: anything else leaves the block unhighlighted.
  if (!/^[\d,-]+$/.test(range)) return `malformed line range {${range}}: use ${example}`;
  for (const part of range.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) return `malformed line range {${range}} ("${part}"): use ${example}`;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1) return `line range {${range}}: lines count from 1`;
    if (to < from) return `line range {${range}}: "${part}" runs backwards, write ${to}-${from}`;
    if (to > lines)
      return `line range {${range}} goes past the end of the block (${lines} line${lines === 1 ? '' : 's'})`;
  }
  return undefined;
}

/** The first line the stock parser removes as a magic comment (0-based), or -1. */
function firstMagicCommentLine(block: FencedBlock, rules: CodeBlockRules): number {
  const code = block.value.replace(/\r?\n$/, '');
  const kept = stockCodeBlockUtils().parseLines(code, {
    metastring: undefined,
    language: (block.lang || 'text').toLowerCase(),
    magicComments: rules.magicComments,
  }).code;
  if (kept === code) return -1;
  const before = code.split('\n');
  const after = kept.split('\n');
  const index = before.findIndex((line, i) => line !== after[i]);
  return index < 0 ? before.length - 1 : index;
}

/** Everything wrong with one block's language and meta string. */
export function codeBlockProblems(block: FencedBlock, rules: CodeBlockRules): CodeBlockProblem[] {
  const problems: CodeBlockProblem[] = [];
  const meta = block.meta ?? '';
  const fence = block.fenceLine?.slice(block.column - 1) ?? '';
  const metaStart = meta ? fence.indexOf(meta) : -1;
  /** The column of the meta string's character at `offset` (the fence's when unknown). */
  const at = (offset: number) => ({
    line: block.line,
    column: metaStart >= 0 ? block.column + metaStart + offset : block.column,
  });

  const lang = (block.lang ?? '').toLowerCase();
  if (lang && !highlightedLanguages(rules.additionalLanguages).has(lang)) {
    const langAt = fence.indexOf(block.lang ?? '');
    problems.push({
      line: block.line,
      column: langAt >= 0 ? block.column + langAt : block.column,
      message:
        `language "${block.lang}" is not one the highlighter knows, so the block is shown ` +
        'unhighlighted: use a known name (ts, tsx, js, bash, json, yaml, text…) or add the Prism ' +
        'language to PRISM_LANGUAGES in src/mdx/plugins.ts',
    });
  }

  const { blanked, unclosedAt } = blankQuotedValues(meta);
  if (unclosedAt !== undefined) {
    const name = /([\w-]+)=$/.exec(meta.slice(0, unclosedAt))?.[1] ?? 'a value';
    problems.push({
      ...at(unclosedAt - name.length - 1),
      message: `unclosed quote in ${name}=${meta.slice(unclosedAt)}: add the closing ${meta[unclosedAt]}`,
    });
  }
  const bareTitle = /(?:^|\s)title=/.exec(blanked);
  const titleValueAt = bareTitle ? bareTitle.index + bareTitle[0].length : -1;
  if (bareTitle && meta[titleValueAt] !== '"' && meta[titleValueAt] !== "'") {
    const offset = titleValueAt - 'title='.length;
    problems.push({
      ...at(offset),
      message: 'title needs quotes: title="src/app/commands/ping.ts"',
    });
  }

  const open = blanked.indexOf('{');
  const close = open >= 0 ? blanked.indexOf('}', open) : blanked.indexOf('}');
  let validRange: string | undefined;
  if (open >= 0 && close < 0) {
    problems.push({
      ...at(open),
      message: `unfinished line range ${/^\{\S*/.exec(blanked.slice(open))![0]}: close it, e.g. {2} or {1,4-6}`,
    });
  } else if (close >= 0 && open < 0) {
    problems.push({ ...at(close), message: 'a "}" without its "{" in the meta string' });
  } else if (open >= 0) {
    const range = blanked.slice(open + 1, close);
    const problem = rangeProblem(range, lineCount(block.value));
    if (problem) problems.push({ ...at(open), message: problem });
    else validRange = range;
    const another = blanked.slice(close + 1).search(/[{}]/);
    if (another >= 0)
      problems.push({
        ...at(close + 1 + another),
        message: 'only the first {…} line range counts: put every line in one, e.g. {1,4-6}',
      });
  }

  if (validRange !== undefined) {
    const comment = firstMagicCommentLine(block, rules);
    if (comment >= 0) {
      const text = block.value.split(/\r?\n/)[comment] ?? '';
      problems.push({
        line: block.line + 1 + comment,
        column: block.column + text.length - text.trimStart().length,
        message:
          `a magic comment in a block with the line range {${validRange}}: with a range the ` +
          'comments are shown as code; mark the lines one way only',
      });
    }
  }
  return problems;
}
