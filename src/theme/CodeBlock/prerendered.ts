// Code blocks arrive with their Prism tokens worked out at build time
// (src/plugins/prerender-code): the browser only maps token types to the colour theme. These
// helpers give the same class names and inline styles as prism-react-renderer's <Highlight>.
import { createContext, type CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';

/** [types joined by spaces, text] and a trailing 1 for the placeholder of an empty line. */
export type EncodedToken = [string, string] | [string, string, 1];
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
  const lines = (JSON.parse(encoded) as EncodedLine[]).map((line) =>
    line.map(([types, content, empty]) => ({
      types: types.split(' '),
      content,
      ...(empty && { empty: true }),
    })),
  );
  const text = lines
    .map((line) => line.map((token) => (token.empty ? '' : token.content)).join(''))
    .join('\n');
  return text === code ? lines : null;
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
