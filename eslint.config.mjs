// ESLint for the whole repository (`npm run lint`, a stage of `npm test`). Besides the usual
// JavaScript, TypeScript and React hooks rules, two import rules keep the code's layers apart:
// no import circle, and `src/` (what the site ships, and the plugins of its build) never imports
// `scripts/` (maintainer tools): shared code lives in `src/` and the tools import it from there.
// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '.docusaurus/',
      'build/',
      'build-*/',
      'node_modules/',
      'static/',
      'bench-results/',
      // Inputs of the docgen tests: packages as CommandKit writes them, not this site's code.
      'tests/fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a value left unused on purpose (a rest sibling, an argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // React code only: the tests' `use…` helpers are not hooks.
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // no-cycle reads the imported files too: with TypeScript's parser, or it skips them silently.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './scripts',
              message:
                'src/ never imports scripts/: move the shared code into src/ and import it from scripts/.',
            },
          ],
        },
      ],
    },
  },
);
