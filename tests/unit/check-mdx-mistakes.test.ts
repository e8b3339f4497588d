// The writer's mistakes of issue 39, each made in a copy of a real guide page (the check reads the
// edited text instead of the file): `npm run check:mdx` must fail each once, at its line, with a
// hint of the fix.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkPages } from '../../scripts/content/check-mdx';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(siteRoot, file), 'utf8');

interface Mistake {
  name: string;
  file: string;
  /** The edited text of `file`, and of other files the check reads. */
  sources: Record<string, string>;
  /** Category files to check (`file` is then the page whose folder holds the category). */
  categories?: string[];
  /** `file:line` (`:col` too when given) of the one problem expected. */
  at: string;
  message: RegExp;
}

const INTRO = 'docs/guide/getting-started/introduction.mdx';
const V0_PAGE = 'versioned_docs/version-0.1.10/guide/using-cli.mdx';
const SEPARATOR = 'docs/guide/jsx-components/display-components/separator.mdx';
const CATEGORY = 'docs/guide/getting-started/_category_.json';

/** `text` with `snippet` appended after one blank line, and the line the snippet starts at. */
function append(file: string, snippet: string): { text: string; line: number } {
  const original = read(file).replace(/\n*$/, '\n');
  return { text: `${original}\n${snippet}\n`, line: original.split('\n').length + 1 };
}

/** The 1-based line of the first line of `text` that contains `needle`. */
function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((l) => l.includes(needle));
  assert.ok(index >= 0, `"${needle}" not found`);
  return index + 1;
}

function appended(
  name: string,
  file: string,
  snippet: string,
  lineOffset: number,
  column: number | undefined,
  message: RegExp,
): Mistake {
  const { text, line } = append(file, snippet);
  const at = `${file}:${line + lineOffset}${column ? `:${column}` : ''}`;
  return { name, file, sources: { [file]: text }, at, message };
}

function replaced(
  name: string,
  file: string,
  from: string,
  to: string,
  needle: string,
  message: RegExp,
): Mistake {
  const text = read(file).replace(from, to);
  assert.notEqual(text, read(file), `${name}: "${from}" not in ${file}`);
  return { name, file, sources: { [file]: text }, at: `${file}:${lineOf(text, needle)}`, message };
}

const tsxBlock = (meta: string, body: string) => ['```tsx ' + meta, body, '```'].join('\n');

const MISTAKES: Mistake[] = [
  appended(
    'a link to a mistyped page',
    V0_PAGE,
    'See [the installation](/docs/v0/guide/instalation).',
    0,
    5,
    /broken link \/docs\/v0\/guide\/instalation.*did you mean \/docs\/v0\/guide\/installation/,
  ),
  appended(
    'a relative image that does not exist',
    INTRO,
    'Some text.\n\n![diagram](./img/missing-diagram.png)',
    2,
    1,
    /image .*\.\/img\/missing-diagram\.png/,
  ),
  appended(
    'an absolute image that does not exist',
    INTRO,
    '![x](/img/not-there.png)',
    0,
    1,
    /image .*\/img\/not-there\.png/,
  ),
  appended(
    'an unknown admonition',
    INTRO,
    ':::warn\n\nCareful.\n\n:::',
    0,
    1,
    /:::warn.*did you mean :::warning/,
  ),
  appended(
    'two headings with the same id',
    INTRO,
    '## Options {#options}\n\nText.\n\n### More options {#options}\n\nMore.',
    4,
    1,
    /heading id "options" .*line \d+/,
  ),
  appended(
    'two tabs with the same value',
    INTRO,
    [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs>',
      '<TabItem value="npm" label="npm">',
      '',
      'One.',
      '',
      '</TabItem>',
      '<TabItem value="npm" label="Yarn">',
      '',
      'Two.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n'),
    9,
    1,
    // Docusaurus 3.10 quotes the value: "'npm'".
    /fails to render: Duplicate values "('?)npm\1" found in <Tabs>.*its own value/,
  ),
  replaced(
    'a mistyped front-matter key',
    INTRO,
    'sidebar_position: 1',
    'sidebar_positon: 1',
    'sidebar_positon',
    /unknown front-matter key "sidebar_positon".*did you mean "sidebar_position"/,
  ),
  replaced(
    'a front-matter value of the wrong type',
    INTRO,
    'sidebar_position: 1',
    'sidebar_position: first',
    'sidebar_position',
    /"sidebar_position" must be a number/,
  ),
  replaced(
    'an on_main value the label does not know',
    INTRO,
    'sidebar_position: 1',
    'sidebar_position: 1\non_main: yes',
    'on_main',
    /front matter on_main: "yes" is not one of true, "changed", "removed"/,
  ),
  replaced(
    'a mistyped component in a preview block',
    SEPARATOR,
    '<Separator />',
    '<Separatr />',
    '<Separatr />',
    /Separatr.*did you mean .*Separator/,
  ),
  appended(
    'a mistyped component in a plain tsx block',
    INTRO,
    tsxBlock(
      'title="src/app/commands/hi.tsx"',
      [
        "import { Button, type ChatInputCommand } from 'commandkit';",
        '',
        'export const chatInput: ChatInputCommand = async ({ interaction }) => {',
        '  await interaction.reply({ components: [<Buton label="Hi" />] });',
        '};',
      ].join('\n'),
    ),
    4,
    undefined,
    /Buton.*did you mean .*Button/,
  ),
];

const categoryText = read(CATEGORY);

/** More of the same kinds. */
const MORE: Mistake[] = [
  {
    name: 'a category file missing its closing brace',
    file: INTRO,
    categories: [CATEGORY],
    sources: { [CATEGORY]: categoryText.replace(/\}\s*$/, '') },
    at: `${CATEGORY}:4:1`,
    message: /invalid JSON: .*the file ends there: is a closing \} or \] missing/,
  },
  {
    name: 'a mistyped category key',
    file: INTRO,
    categories: [CATEGORY],
    sources: { [CATEGORY]: categoryText.replace('"position"', '"positon"') },
    at: `${CATEGORY}:3:3`,
    message: /"positon" is not allowed; did you mean "position"/,
  },
  appended(
    'a component used but never imported',
    INTRO,
    'Press <Buton>here</Buton>.',
    0,
    7,
    /fails to render: Expected component `Buton` to be defined/,
  ),
  appended(
    'a leaf directive nothing handles',
    INTRO,
    '::youtube[A video]',
    0,
    1,
    /::youtube is not an admonition or any directive/,
  ),
  appended(
    "an explicit id equal to another heading's slug",
    INTRO,
    '## Options\n\nText.\n\n## Other settings {#options}\n\nMore.',
    4,
    1,
    /heading id "options" is already the id of "Options" at line/,
  ),
  replaced(
    'a mistyped description key',
    INTRO,
    'description:',
    'descripton:',
    'descripton',
    /unknown front-matter key "descripton".*did you mean "description"/,
  ),
  appended(
    'an import the package does not export',
    INTRO,
    tsxBlock(
      'title="src/app/commands/hi.tsx"',
      [
        "import { Buton, type ChatInputCommand } from 'commandkit';",
        '',
        'export const chatInput: ChatInputCommand = async ({ interaction }) => {',
        '  await interaction.reply({ components: [<Buton label="Hi" />] });',
        '};',
      ].join('\n'),
    ),
    1,
    10,
    /'Buton' is not a runtime export of 'commandkit'; did you mean 'Button'\?/,
  ),
  replaced(
    'a preview block the library rejects',
    SEPARATOR,
    '<TextDisplay content="**Step 1:** read the rules." />',
    '<TextDisplay />',
    '<TextDisplay />',
    /preview "welcome": ExpectedConstraintError: Invalid string length/,
  ),
  replaced(
    'a preview block whose payload changed',
    SEPARATOR,
    '**Step 1:** read the rules.',
    '**Step 1:** read the rules first.',
    'preview="welcome"',
    /preview "welcome": the code changed and so did its payload, first at payload\.components\[0\]\.components\[0\]\.content: committed "\*\*Step 1:\*\* read the rules\.", now .*--write-previews docs\/guide/,
  ),
];

test('each mistake of a writer fails check:mdx once, at its line, with a hint', async () => {
  const failures: string[] = [];
  for (const mistake of [...MISTAKES, ...MORE]) {
    const { problems } = await checkPages([mistake.file], {
      siteDir: siteRoot,
      sources: new Map(Object.entries(mistake.sources)),
      categories: mistake.categories,
    });
    const lines = problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`);
    const found = problems
      .filter(
        (p) =>
          `${p.file}:${p.line}:${p.column}`.startsWith(`${mistake.at}:`) ||
          `${p.file}:${p.line}:${p.column}` === mistake.at,
      )
      .filter((p) => mistake.message.test(p.message));
    if (found.length !== 1 || problems.length !== 1)
      failures.push(
        `${mistake.name}: expected ${mistake.at} ${mistake.message} once, got:\n  ${lines.join('\n  ') || '(nothing)'}`,
      );
  }
  assert.deepEqual(failures, []);
});
