// Build-time highlighting (src/plugins/prerender-code, src/theme/CodeBlock/prerendered.ts) must
// give exactly what prism-react-renderer's <Highlight> gives in the browser: same lines, tokens,
// class names and inline styles, in both colour themes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, themes, type PrismTheme } from 'prism-react-renderer';
import type { Code, Root } from 'mdast';
import { remarkPrerenderCode } from '../../src/plugins/prerender-code/remark';
import { registerLanguages, tokenizeCode } from '../../src/plugins/prerender-code/tokenize';
import {
  decodeLines,
  plainLines,
  themeToDict,
  tokenStyle,
  type Token,
} from '../../src/theme/CodeBlock/prerendered';
import { readablePrismTheme } from '../../src/utils/readablePrismTheme';

const LANGUAGES = ['bash', 'json', 'diff', 'toml', 'yaml'];
registerLanguages(LANGUAGES);

const SAMPLES: [string, string][] = [
  [
    'ts',
    "import { defineConfig } from 'commandkit/config';\n\nexport default defineConfig({\n  plugins: [],\n});",
  ],
  [
    'tsx',
    'export const chatInput = async ({ interaction }) => {\n  await interaction.reply(<Container accentColor={0x5865f2}>\n    <TextDisplay>Hi</TextDisplay>\n  </Container>);\n};\n',
  ],
  ['js', '// a comment\nconst x = `template ${1 + 2}`;\n\n\nmodule.exports = { x };'],
  ['bash', 'npm install commandkit@1 discord.js@14\nexport TOKEN="abc" # secret'],
  ['json', '{\n  "name": "bot",\n  "version": 1,\n  "ok": true\n}'],
  ['diff', '- old line\n+ new line\n  same'],
  ['toml', '[build]\ncommand = "npm run build"'],
  ['yaml', 'name: CI\non: [push]\n'],
  ['text', 'plain text\n\nwith an empty line'],
  ['made-up-language', 'no grammar here'],
];

const THEMES: [string, PrismTheme][] = [
  ['light', readablePrismTheme(themes.github)],
  ['dark', readablePrismTheme(themes.dracula)],
];

/** The markup @theme/CodeBlock/Content and Line build from tokens and props. */
function markup(
  lines: Token[][],
  lineProps: (line: Token[]) => object,
  tokenProps: (token: Token) => object,
): string {
  return renderToStaticMarkup(
    <code>
      {lines.map((line, i) => (
        <span key={i} {...lineProps(line)}>
          {line.map((token, j) => (
            <span key={j} {...tokenProps(token)} />
          ))}
        </span>
      ))}
    </code>,
  );
}

function stock(code: string, language: string, theme: PrismTheme): string {
  return renderToStaticMarkup(
    <Highlight code={code} language={language} theme={theme}>
      {({ tokens, getLineProps, getTokenProps, className, style }) => (
        <pre className={className} style={style}>
          {markup(
            tokens,
            (line) => getLineProps({ line }),
            (token) => getTokenProps({ token }),
          )}
        </pre>
      )}
    </Highlight>,
  );
}

function prerendered(code: string, language: string, theme: PrismTheme): string {
  const lines = decodeLines(JSON.stringify(tokenizeCode(code, language)), code);
  assert.ok(lines, 'the tokens spell out the code');
  const dict = themeToDict(theme, language);
  return renderToStaticMarkup(
    <pre className={`prism-code language-${language}`} style={dict.root}>
      {markup(
        lines,
        () => ({ className: 'token-line', style: dict.plain }),
        (token) => ({
          className: ['token', ...token.types].join(' '),
          children: token.content,
          style: tokenStyle(dict, token),
        }),
      )}
    </pre>,
  );
}

for (const [themeName, theme] of THEMES) {
  test(`tokens and styles match <Highlight> (${themeName} theme)`, () => {
    for (const [language, code] of SAMPLES) {
      assert.equal(prerendered(code, language, theme), stock(code, language, theme), language);
    }
  });
}

test('tokens that do not spell out the code are refused (plain lines instead)', () => {
  const tokens = JSON.stringify(tokenizeCode('const a = 1;', 'ts'));
  assert.equal(decodeLines(tokens, 'const a = 2;'), null);
  assert.equal(decodeLines(undefined, 'x'), null);
  assert.deepEqual(plainLines('a\n\nb'), [
    [{ types: ['plain'], content: 'a' }],
    [{ types: ['plain'], content: '\n', empty: true }],
    [{ types: ['plain'], content: 'b' }],
  ]);
});

function run(tree: Root): Root {
  remarkPrerenderCode({ additionalLanguages: LANGUAGES })(tree, { path: 'page.mdx' });
  return tree;
}

test('the remark plugin puts the tokens on every code block, nested ones too', () => {
  const code = (lang: string | null, value: string): Code => ({ type: 'code', lang, value });
  const tree = run({
    type: 'root',
    children: [code('ts', 'const a = 1;'), { type: 'blockquote', children: [code(null, 'plain')] }],
  });
  const [first, quote] = tree.children as [Code, { children: Code[] }];
  const props = (node: Code) =>
    (node.data as { hProperties: { dataTokens: string } }).hProperties.dataTokens;
  assert.deepEqual(JSON.parse(props(first)), tokenizeCode('const a = 1;', 'ts'));
  assert.deepEqual(JSON.parse(props(quote.children[0]!)), [[['plain', 'plain']]]);
});

test('magic comments fail the build with a way out', () => {
  assert.throws(
    () =>
      run({
        type: 'root',
        children: [{ type: 'code', lang: 'ts', value: '// highlight-next-line\nconst a = 1;' }],
      }),
    /page\.mdx.*magic comments.*range in the meta string/,
  );
});
