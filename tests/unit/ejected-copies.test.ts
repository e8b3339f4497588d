// Each ejected theme file names, in its header, the stock file it is a copy of (package and path)
// and the stock versions it was reviewed against ("reviewed at 3.8.1, 3.10.2"); this test holds
// the stock file's sha256 at each of those versions and fails when the installed stock file is none
// of them. After a Docusaurus upgrade: read the stock change (the failure prints the `npm diff`
// command), merge into the copy what it needs so the copy still works on every reviewed version,
// then add the version to the copy's header and its sha256 here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

interface EjectedCopy {
  copy: string;
  pkg: string;
  /** The stock file, relative to the package. */
  stock: string;
  /** The stock file's sha256 at each package version the copy was reviewed against (oldest first). */
  reviewed: Record<string, string>;
}

const ALGOLIA = '@docusaurus/theme-search-algolia';
const CLASSIC = '@docusaurus/theme-classic';

export const EJECTED: EjectedCopy[] = [
  {
    copy: 'src/theme/SearchBar/index.tsx',
    pkg: ALGOLIA,
    stock: 'src/theme/SearchBar/index.tsx',
    reviewed: {
      '3.8.1': 'c72557b2f23dfa9b89274741abfb80870040af49ddb8c081942812805e6d6c1c',
      '3.10.2': '11ed3f658fb077fc06110893c9e4bdedd580a05be12f8c8c6ebf5767586eb04f',
    },
  },
  {
    copy: 'src/theme/SearchBar/styles.css',
    pkg: ALGOLIA,
    stock: 'src/theme/SearchBar/styles.css',
    reviewed: {
      '3.8.1': '14d029d857aa0ed910865571f4883bf8e10eaf3ab12cf71129f15f8767209322',
      '3.10.2': 'a776bc0a95abd6034bed533d046005b655ff857c7635bda044e06a4ddffdb26d',
    },
  },
  {
    copy: 'src/theme/SearchPage/index.tsx',
    pkg: ALGOLIA,
    stock: 'src/theme/SearchPage/index.tsx',
    reviewed: {
      '3.8.1': '3159b566697aeaa0b3536b3d3bfa8c714094facc35829ef2d8b21393fdaf2693',
      '3.10.2': 'ce927bf4f80a81368f3286123193ebd126ce035c94fef604b5d33e5f40a02910',
    },
  },
  {
    copy: 'src/theme/SearchPage/styles.module.css',
    pkg: ALGOLIA,
    stock: 'src/theme/SearchPage/styles.module.css',
    reviewed: {
      '3.8.1': 'd3b65dec04420614af897b284c58af078374fc99fdbccd4776dfe4e2b9f4c244',
      '3.10.2': '36a2b718ec94196ddc93faebe69dc2867590673d11f8e9b36ac9922c4cfd979e',
    },
  },
  {
    copy: 'src/theme/CodeBlock/index.tsx',
    pkg: CLASSIC,
    stock: 'src/theme/CodeBlock/index.tsx',
    reviewed: {
      '3.8.1': '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
      '3.10.2': '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
    },
  },
  {
    copy: 'src/theme/CodeBlock/Content/index.tsx',
    pkg: CLASSIC,
    stock: 'src/theme/CodeBlock/Content/index.tsx',
    reviewed: {
      '3.8.1': 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
      '3.10.2': 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
    },
  },
  {
    copy: 'src/theme/CodeBlock/Content/styles.module.css',
    pkg: CLASSIC,
    stock: 'src/theme/CodeBlock/Content/styles.module.css',
    reviewed: {
      '3.8.1': '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
      '3.10.2': '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
    },
  },
  {
    copy: 'src/theme/NotFound/Content/index.tsx',
    pkg: CLASSIC,
    stock: 'src/theme/NotFound/Content/index.tsx',
    reviewed: {
      '3.8.1': '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
      '3.10.2': '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
    },
  },
];

/** The installed package's folder (its `exports` hide package.json from require.resolve). */
function packageDir(name: string): { dir: string; version: string } {
  let dir = dirname(require.resolve(name));
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (found === name) return { dir, version };
    }
    dir = dirname(dir);
  }
  throw new Error(`package.json of ${name} not found`);
}

/** The reviewed versions a copy's header names: "reviewed at 3.8.1, 3.10.2". */
export function reviewedInHeader(header: string): string[] {
  const list = /reviewed at (\d+\.\d+\.\d+(?:, \d+\.\d+\.\d+)*)/.exec(header);
  return list ? list[1]!.split(', ') : [];
}

/** Why the installed stock file is none of the ones `entry` was reviewed against, or undefined. */
export function staleCopy(entry: EjectedCopy, installedSource: string, installedVersion: string) {
  const sha256 = createHash('sha256').update(installedSource).digest('hex');
  const versions = Object.keys(entry.reviewed);
  if (Object.values(entry.reviewed).includes(sha256)) return undefined;
  const latest = versions.at(-1)!;
  return (
    `${entry.copy} is a copy of ${entry.pkg} ${entry.stock}, reviewed at ${versions.join(', ')}; ` +
    `the installed ${installedVersion} differs from each (sha256 ${sha256}). Merge the change ` +
    `into the copy, then add ${installedVersion} to its header and its sha256 to ` +
    `tests/unit/ejected-copies.test.ts. The change: npm diff ` +
    `--diff=${entry.pkg}@${latest} --diff=${entry.pkg}@${installedVersion} ${entry.stock}`
  );
}

for (const entry of EJECTED) {
  test(`${entry.copy} says what it copies and matches a reviewed stock file`, () => {
    const header = readFileSync(entry.copy, 'utf8').split('\n').slice(0, 20).join('\n');
    assert.ok(
      header.includes(`${entry.pkg} ${entry.stock}`),
      `${entry.copy}'s header does not name ${entry.pkg} ${entry.stock}`,
    );
    assert.deepEqual(
      reviewedInHeader(header),
      Object.keys(entry.reviewed),
      `${entry.copy}'s header does not say "reviewed at" the versions recorded here`,
    );
    const { dir, version } = packageDir(entry.pkg);
    const problem = staleCopy(entry, readFileSync(join(dir, entry.stock), 'utf8'), version);
    assert.equal(problem, undefined, problem);
  });
}

test('a stock file of any reviewed version is accepted, another one is reported with the diff', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const entry: EjectedCopy = {
    ...EJECTED[0]!,
    reviewed: { '3.8.1': sha256('// stock 3.8.1\n'), '3.10.2': sha256('// stock 3.10.2\n') },
  };
  assert.equal(staleCopy(entry, '// stock 3.8.1\n', '3.8.1'), undefined);
  assert.equal(staleCopy(entry, '// stock 3.10.2\n', '3.10.2'), undefined);
  const problem = staleCopy(entry, '// a newer stock file\n', '3.11.0');
  assert.match(
    problem ?? '',
    /src\/theme\/SearchBar\/index\.tsx is a copy of .* reviewed at 3\.8\.1, 3\.10\.2; the installed 3\.11\.0 differs/,
  );
  assert.match(
    problem ?? '',
    /npm diff --diff=@docusaurus\/theme-search-algolia@3\.10\.2 --diff=@docusaurus\/theme-search-algolia@3\.11\.0 src\/theme\/SearchBar\/index\.tsx$/,
  );
});

test('a header names its reviewed versions', () => {
  assert.deepEqual(reviewedInHeader('// Copy of x y (reviewed at 3.8.1, 3.10.2)'), [
    '3.8.1',
    '3.10.2',
  ]);
  assert.deepEqual(reviewedInHeader('// Copy of x 3.8.1 y'), []);
});

// src/theme/SearchBar/firstLoadTranslations.ts copies the words of the installed SearchTranslations
// that the first load shows (so that it does not carry the whole modal's words).
test('the first-load search words are those of the installed SearchTranslations', () => {
  const stock = readFileSync(
    join(packageDir(ALGOLIA).dir, 'lib/theme/SearchTranslations/index.js'),
    'utf8',
  );
  const messages = (source: string) =>
    new Map(
      [...source.matchAll(/id: '([^']+)',\s*message: '([^']+)'/g)].map(([, id, message]) => [
        id!,
        message!,
      ]),
    );
  const installed = messages(stock);
  const copied = messages(readFileSync('src/theme/SearchBar/firstLoadTranslations.ts', 'utf8'));
  assert.deepEqual(
    [...copied.keys()],
    [
      'theme.SearchBar.label',
      'theme.SearchModal.errorScreen.titleText',
      'theme.SearchModal.errorScreen.helpText',
    ],
  );
  for (const [id, message] of copied) assert.equal(message, installed.get(id), id);
  const button = /\n {2}button: \{([\s\S]*?)\n {2}\},/.exec(stock)?.[1] ?? '';
  assert.deepEqual([...messages(button).keys()], ['theme.SearchBar.label']);
});
