// Each ejected theme file names, in its header, the stock file it is a copy of (package, version,
// path), and this test fails when the installed stock file is no longer the one it was copied
// from: after a Docusaurus upgrade, merge the stock changes into the copy (the failure prints the
// `npm diff` command that shows them), then record the new version and sha256 here and in the
// copy's header.
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
  /** The package version the copy was last merged with, and that stock file's sha256. */
  version: string;
  sha256: string;
}

const ALGOLIA = '@docusaurus/theme-search-algolia';
const CLASSIC = '@docusaurus/theme-classic';

export const EJECTED: EjectedCopy[] = [
  {
    copy: 'src/theme/SearchBar/index.tsx',
    pkg: ALGOLIA,
    stock: 'src/theme/SearchBar/index.tsx',
    version: '3.8.1',
    sha256: 'c72557b2f23dfa9b89274741abfb80870040af49ddb8c081942812805e6d6c1c',
  },
  {
    copy: 'src/theme/SearchBar/styles.css',
    pkg: ALGOLIA,
    stock: 'src/theme/SearchBar/styles.css',
    version: '3.8.1',
    sha256: '14d029d857aa0ed910865571f4883bf8e10eaf3ab12cf71129f15f8767209322',
  },
  {
    copy: 'src/theme/SearchPage/index.tsx',
    pkg: ALGOLIA,
    stock: 'src/theme/SearchPage/index.tsx',
    version: '3.8.1',
    sha256: '3159b566697aeaa0b3536b3d3bfa8c714094facc35829ef2d8b21393fdaf2693',
  },
  {
    copy: 'src/theme/SearchPage/styles.module.css',
    pkg: ALGOLIA,
    stock: 'src/theme/SearchPage/styles.module.css',
    version: '3.8.1',
    sha256: 'd3b65dec04420614af897b284c58af078374fc99fdbccd4776dfe4e2b9f4c244',
  },
  {
    copy: 'src/theme/CodeBlock/index.tsx',
    pkg: CLASSIC,
    stock: 'src/theme/CodeBlock/index.tsx',
    version: '3.8.1',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
  },
  {
    copy: 'src/theme/CodeBlock/Content/index.tsx',
    pkg: CLASSIC,
    stock: 'src/theme/CodeBlock/Content/index.tsx',
    version: '3.8.1',
    sha256: 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
  },
  {
    copy: 'src/theme/CodeBlock/Content/styles.module.css',
    pkg: CLASSIC,
    stock: 'src/theme/CodeBlock/Content/styles.module.css',
    version: '3.8.1',
    sha256: '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
  },
  {
    copy: 'src/theme/NotFound/Content/index.tsx',
    pkg: CLASSIC,
    stock: 'src/theme/NotFound/Content/index.tsx',
    version: '3.8.1',
    sha256: '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
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

/** Why the installed stock file is not the one `entry` was copied from, or undefined. */
export function staleCopy(entry: EjectedCopy, installedSource: string, installedVersion: string) {
  const sha256 = createHash('sha256').update(installedSource).digest('hex');
  if (sha256 === entry.sha256) return undefined;
  return (
    `${entry.copy} is a copy of ${entry.pkg} ${entry.version} ${entry.stock}, which changed in ` +
    `${installedVersion} (sha256 ${sha256}). Merge the change into the copy, then update its ` +
    `header and tests/unit/ejected-copies.test.ts. The change: npm diff ` +
    `--diff=${entry.pkg}@${entry.version} --diff=${entry.pkg}@${installedVersion} ${entry.stock}`
  );
}

for (const entry of EJECTED) {
  test(`${entry.copy} says what it copies and matches the installed stock file`, () => {
    const header = readFileSync(entry.copy, 'utf8').split('\n').slice(0, 20).join('\n');
    for (const part of [entry.pkg, entry.version, entry.stock]) {
      assert.ok(header.includes(part), `${entry.copy}'s header does not name ${part}`);
    }
    const { dir, version } = packageDir(entry.pkg);
    const problem = staleCopy(entry, readFileSync(join(dir, entry.stock), 'utf8'), version);
    assert.equal(problem, undefined, problem);
  });
}

test('a changed stock file is reported with the diff to merge', () => {
  const entry = EJECTED[0]!;
  const problem = staleCopy(entry, '// a newer stock file\n', '3.10.2');
  assert.match(problem ?? '', /src\/theme\/SearchBar\/index\.tsx is a copy of .* 3\.8\.1 /);
  assert.match(
    problem ?? '',
    /npm diff --diff=@docusaurus\/theme-search-algolia@3\.8\.1 --diff=@docusaurus\/theme-search-algolia@3\.10\.2 src\/theme\/SearchBar\/index\.tsx$/,
  );
});
