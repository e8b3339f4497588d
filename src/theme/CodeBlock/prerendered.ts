// Code blocks arrive with their Prism tokens worked out at build time
// (src/plugins/prerender-code): the browser only maps token types to the colour theme. These
// helpers turn them back into the lines of tokens that prism-react-renderer's <Highlight> gives.
import { createContext } from 'react';
import type { Token } from '../../utils/prismTokens';

/**
 * [types joined by spaces, length of its text in the code], and [types, 0, 1] for the placeholder
 * of an empty line. The text is the code's own: a page does not carry it twice.
 */
export type EncodedToken = [string, number] | [string, 0, 1];
export type EncodedLine = EncodedToken[];

/** The tokens of the code block being rendered, as the JSON string the page carries. */
export const PrerenderedTokens = createContext<string | undefined>(undefined);

/** The lines, or null when they do not spell out `code` (then the block shows plain text). */
export function decodeLines(encoded: string | undefined, code: string): Token[][] | null {
  if (!encoded) return null;
  let at = 0;
  const lines: Token[][] = [];
  for (const [index, line] of (JSON.parse(encoded) as EncodedLine[]).entries()) {
    if (index > 0) {
      if (code[at] !== '\n') return null;
      at += 1;
    }
    lines.push(
      line.map(([types, length, empty]) => {
        if (empty) return { types: types.split(' '), content: '\n', empty: true };
        const content = code.slice(at, at + length);
        at += length;
        return { types: types.split(' '), content };
      }),
    );
  }
  return at === code.length ? lines : null;
}

/** Every line as one plain token (what <Highlight> gives for a language Prism does not know). */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((text) => [
      text ? { types: ['plain'], content: text } : { types: ['plain'], content: '\n', empty: true },
    ]);
}
