// Prism tokenization at build time, exactly as prism-react-renderer's <Highlight> does it in the
// browser (same Prism build, same extra languages, same normalizeTokens), so that pages ship the
// tokens instead of Prism.
import { createRequire } from 'node:module';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import type { Token as PrismToken } from 'prismjs';
import type { EncodedLine, EncodedToken } from '../../theme/CodeBlock/prerendered';

const requireHere = createRequire(__filename);
const registered = new Set<string>();

/** Adds Prism components to prism-react-renderer's Prism (like theme-classic's client module). */
export function registerLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !registered.has(language));
  if (missing.length === 0) return;
  const scope = globalThis as { Prism?: unknown };
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of missing) {
      if (language === 'php') requireHere('prismjs/components/prism-markup-templating.js');
      requireHere(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}

/**
 * The lines of tokens <Highlight> would render for this code, in the compact page form: each token's
 * types and length, since the page carries the code itself already.
 */
export function tokenizeCode(code: string, language: string): EncodedLine[] {
  const lang = language.toLowerCase();
  const grammar = Prism.languages[lang];
  let tokens: (string | PrismToken)[] = [code];
  if (grammar) {
    const env = { code, grammar, language: lang, tokens: [] as (string | PrismToken)[] };
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(code, grammar);
    Prism.hooks.run('after-tokenize', env);
    tokens = env.tokens;
  }
  return normalizeTokens(tokens).map((line) =>
    line.map((token): EncodedToken => {
      const types = token.types.join(' ');
      return token.empty ? [types, 0, 1] : [types, token.content.length];
    }),
  );
}
