// Prism's tokens as prism-react-renderer's <Highlight> hands them out, one line at a time, and the
// class names and inline styles it draws them with. Shared by the code blocks of the pages (tokens
// worked out at build time: src/theme/CodeBlock/prerendered.ts) and the playground's editor
// (tokens from its own Prism: src/components/Playground/tsxPrism.ts).
import type { CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';

/** One token: its nested types (`plain` outside any token) and its text. */
export interface Token {
  types: string[];
  content: string;
  /** The placeholder token of an empty line (its content is a newline). */
  empty?: boolean;
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
