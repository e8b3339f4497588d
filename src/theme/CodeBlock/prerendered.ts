// Code blocks arrive with their Prism tokens worked out at build time
// (src/plugins/prerender-code): the browser only maps token types to the colour theme. These
// helpers give the same class names and inline styles as prism-react-renderer's <Highlight>.
import { createContext, type CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';

/**
 * [types joined by spaces, length of its text in the code], and [types, 0, 1] for the placeholder
 * of an empty line. The text is the code's own: a page does not carry it twice.
 */
export type EncodedToken = [string, number] | [string, 0, 1];
export type EncodedLine = EncodedToken[];

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

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

export type ThemeDictionary = Record<string, CSSProperties> & {
  root: CSSProperties;
  plain: CSSProperties;
};

export function themeToDict(theme: PrismTheme, language: string): ThemeDictionary {
  const dict: Record<string, CSSProperties> = {};
  for (const { languages, style, types } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = { ...dict[type], ...(style as CSSProperties) };
  }
  return {
    ...dict,
    root: theme.plain as CSSProperties,
    plain: { ...(theme.plain as CSSProperties), backgroundColor: undefined },
  };
}

export function tokenStyle(
  dict: ThemeDictionary,
  { types, empty }: Token,
): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') {
    return empty != null ? { display: 'inline-block' } : undefined;
  }
  if (types.length === 1 && empty != null) return dict[types[0]!];
  return Object.assign(
    empty != null ? { display: 'inline-block' } : {},
    ...types.map((t) => dict[t]),
  );
}
