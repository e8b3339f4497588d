// Build-time highlighting (src/plugins/prerender-code, src/theme/CodeBlock/prerendered.ts) must
// give exactly what prism-react-renderer's <Highlight> gives in the browser: same lines, tokens,
// class names and inline styles, in both colour themes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, themes, type PrismTheme } from 'prism-react-renderer';
import { readFileSync } from 'node:fs';
import type { Code, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { prerenderTokens, remarkPrerenderCode } from '../../src/plugins/prerender-code/remark';
import {
  defaultMagicComments,
  stockCodeBlockUtils,
  type MagicCommentConfig,
} from '../../src/plugins/prerender-code/stock';
import { registerLanguages, tokenizeCode } from '../../src/plugins/prerender-code/tokenize';
import { decodeLines, plainLines } from '../../src/theme/CodeBlock/prerendered';
import { themeToDict, tokenStyle, type Token } from '../../src/utils/prismTokens';
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
  lineProps: (line: Token[], i: number) => object,
  tokenProps: (token: Token) => object,
): string {
  return renderToStaticMarkup(
    <code>
      {lines.map((line, i) => (
        <span key={i} {...lineProps(line, i)}>
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

test('tokens that do not fit the code are refused (plain lines instead)', () => {
  const tokens = JSON.stringify(tokenizeCode('const a = 1;\nlet b;', 'ts'));
  assert.ok(decodeLines(tokens, 'const a = 1;\nlet b;'));
  assert.equal(decodeLines(tokens, 'const a = 10;\nlet b;'), null, 'longer code');
  assert.equal(decodeLines(tokens, 'const a = 1;\nlet'), null, 'shorter code');
  assert.equal(decodeLines(tokens, 'const a = 1; let b;\n'), null, 'a line break elsewhere');
  assert.equal(decodeLines(undefined, 'x'), null);
  assert.deepEqual(plainLines('a\n\nb'), [
    [{ types: ['plain'], content: 'a' }],
    [{ types: ['plain'], content: '\n', empty: true }],
    [{ types: ['plain'], content: 'b' }],
  ]);
});

function run(tree: Root): Root {
  remarkPrerenderCode({ additionalLanguages: LANGUAGES })(tree);
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
  assert.deepEqual(JSON.parse(props(quote.children[0]!)), [[['plain', 5]]]);
});

// Magic comments: stock Docusaurus (theme-classic's CodeBlock/Content/String) parses the block with
// theme-common's parseLines, highlights what remains with <Highlight> and gives line i the
// classes lineClassNames[i]. The build must give the same markup from its tokens.
const MAGIC_COMMENTS: MagicCommentConfig[] = [
  ...defaultMagicComments(),
  { className: 'code-block-error-line', line: 'This will error' },
];
const FIXTURE = fromMarkdown(readFileSync('tests/fixtures/magic-comments.md', 'utf8'));
const FIXTURE_BLOCKS = FIXTURE.children.filter((node): node is Code => node.type === 'code');

function stockBlock(block: Code, theme: PrismTheme) {
  const language = (block.lang ?? 'text').toLowerCase();
  const { code, lineClassNames } = stockCodeBlockUtils().parseLines(block.value, {
    metastring: block.meta ?? undefined,
    language,
    magicComments: MAGIC_COMMENTS,
  });
  const html = renderToStaticMarkup(
    <Highlight code={code} language={language} theme={theme}>
      {({ tokens, getLineProps, getTokenProps, className, style }) => (
        <pre className={className} style={style}>
          {markup(
            tokens,
            (line, i) => getLineProps({ line, className: lineClassNames[i]?.join(' ') }),
            (token) => getTokenProps({ token }),
          )}
        </pre>
      )}
    </Highlight>,
  );
  return { code, lineClassNames, html };
}

function builtBlock(block: Code, theme: PrismTheme, shown: ReturnType<typeof stockBlock>): string {
  const language = (block.lang ?? 'text').toLowerCase();
  const tree: Root = { type: 'root', children: [structuredClone(block)] };
  remarkPrerenderCode({ additionalLanguages: LANGUAGES, magicComments: MAGIC_COMMENTS })(tree);
  const tokens = ((tree.children[0] as Code).data as { hProperties: { dataTokens: string } })
    .hProperties.dataTokens;
  // @theme/CodeBlock/Content renders the tokens only when they spell out the stock code.
  const lines = decodeLines(tokens, shown.code);
  assert.ok(lines, `the tokens spell out the code stock shows (${language})`);
  const dict = themeToDict(theme, language);
  return renderToStaticMarkup(
    <pre className={`prism-code language-${language}`} style={dict.root}>
      {markup(
        lines,
        (_line, i) => ({
          className: ['token-line', ...(shown.lineClassNames[i] ?? [])].join(' '),
          style: dict.plain,
        }),
        (token) => ({
          className: ['token', ...token.types].join(' '),
          children: token.content,
          style: tokenStyle(dict, token),
        }),
      )}
    </pre>,
  );
}

test('the fixture has a block for every comment syntax the site uses', () => {
  const languages = new Set(FIXTURE_BLOCKS.map((block) => block.lang ?? 'none'));
  for (const language of ['ts', 'js', 'tsx', 'jsx', 'bash', 'yaml', 'html', 'md', 'json', 'none']) {
    assert.ok(languages.has(language), language);
  }
});

for (const [themeName, theme] of THEMES) {
  test(`blocks with magic comments render as stock Docusaurus renders them (${themeName} theme)`, () => {
    let highlighted = 0;
    for (const block of FIXTURE_BLOCKS) {
      const shown = stockBlock(block, theme);
      assert.equal(
        builtBlock(block, theme, shown),
        shown.html,
        `${block.lang} ${block.meta ?? ''}`,
      );
      highlighted += Object.keys(shown.lineClassNames).length;
    }
    assert.ok(highlighted >= FIXTURE_BLOCKS.length, 'the fixture highlights lines');
  });
}

test('magic comment lines are removed and their lines get the classes, as in stock', () => {
  const block = (lang: string, value: string, meta?: string): Code => ({
    type: 'code',
    lang,
    meta,
    value,
  });
  // The tokens' lengths must spell out exactly these lines (and only them).
  const fits = (code: Code, lines: string[]) =>
    decodeLines(
      prerenderTokens(code.value, { language: code.lang, metastring: code.meta }),
      lines.join('\n'),
    ) !== null;
  assert.ok(fits(block('ts', '// highlight-next-line\nconst a = 1;'), ['const a = 1;']));
  assert.ok(fits(block('bash', '# highlight-start\nnpm i\n# highlight-end\nls'), ['npm i', 'ls']));
  assert.ok(!fits(block('bash', '# highlight-start\nnpm i\n# highlight-end\nls'), ['npm i']));
  // A range in the meta string wins, and the comments stay (stock does not mix the two).
  const ranged = block('ts', '// highlight-next-line\nconst a = 1;', '{1}');
  assert.ok(fits(ranged, ['// highlight-next-line', 'const a = 1;']));
  assert.ok(!fits(ranged, ['const a = 1;']));
  const { lineClassNames } = stockCodeBlockUtils().parseLines(
    '// highlight-next-line\nconst a = 1;\n// This will error\nb();',
    { metastring: undefined, language: 'ts', magicComments: MAGIC_COMMENTS },
  );
  assert.deepEqual(lineClassNames, {
    0: ['theme-code-block-highlighted-line'],
    1: ['code-block-error-line'],
  });
});
