// Prism with only the grammars the editor needs (TSX and what it extends): prism-react-renderer's
// own bundle carries about twenty languages, and <Highlight> would keep them all.
// The tokens are split into lines exactly as prism-react-renderer's normalizeTokens does.
import type { Token as PrismToken, TokenStream } from 'prismjs';
import type { Token } from '../../utils/prismTokens';

type Global = { Prism?: unknown };
const global = globalThis as Global;
const before = global.Prism;
// `manual`: Prism would otherwise highlight every code block on the page once loaded.
global.Prism = { manual: true };
/* eslint-disable @typescript-eslint/no-require-imports -- each file must load after the line
   before it has set the global Prism; imports would all be hoisted above that line. */
const Prism = require('prismjs/components/prism-core') as typeof import('prismjs');
// The grammar files extend the global Prism.
global.Prism = Prism;
require('prismjs/components/prism-markup');
require('prismjs/components/prism-clike');
require('prismjs/components/prism-regex');
require('prismjs/components/prism-javascript');
require('prismjs/components/prism-typescript');
require('prismjs/components/prism-js-extras');
require('prismjs/components/prism-jsx');
require('prismjs/components/prism-tsx');
/* eslint-enable @typescript-eslint/no-require-imports */
global.Prism = before;

function appendType(types: string[], type: string): string[] {
  return types[types.length - 1] === type ? types : [...types, type];
}

function closeLine(line: Token[]) {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

/** TSX code as lines of tokens, each with its nested token types (`plain` outside any token). */
export function tsxLines(code: string): Token[][] {
  const lines: Token[][] = [[]];
  const walk = (stream: TokenStream, types: string[], nested: boolean) => {
    for (const token of Array.isArray(stream) ? stream : [stream]) {
      let tokenTypes = nested ? types : ['plain'];
      let content: TokenStream;
      if (typeof token === 'string') content = token;
      else {
        const { type, alias, content: inner } = token as PrismToken;
        tokenTypes = appendType(types, type);
        if (Array.isArray(alias)) tokenTypes = [...tokenTypes, ...alias];
        else if (alias) tokenTypes = appendType(tokenTypes, alias);
        content = inner;
      }
      if (typeof content !== 'string') {
        walk(content, tokenTypes, true);
        continue;
      }
      content.split(/\r\n|\r|\n/).forEach((part, i) => {
        if (i > 0) {
          closeLine(lines[lines.length - 1]!);
          lines.push([]);
        }
        lines[lines.length - 1]!.push({ types: tokenTypes, content: part });
      });
    }
  };
  walk(Prism.tokenize(code, Prism.languages.tsx!), [], false);
  closeLine(lines[lines.length - 1]!);
  return lines;
}
