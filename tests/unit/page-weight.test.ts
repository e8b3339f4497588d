import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { stripModulePaths } =
  require('../../src/plugins/page-weight/client-registry-loader.cjs') as {
    stripModulePaths: (source: string) => string;
  };
// Docusaurus' own code generator, so that a change of the registry format fails this test.
const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (options: {
    generatedFilesDir: string;
    routes: { path: string; component: string; modules?: Record<string, string> }[];
  }) => Promise<void>;
};

async function generatedRegistry(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'registry-'));
  try {
    await generateRouteFiles({
      generatedFilesDir: dir,
      routes: [
        { path: '/docs/a', component: '@theme/DocItem', modules: { content: '@site/docs/a.mdx' } },
        { path: '/', component: '@site/src/pages/index.tsx' },
      ],
    });
    return readFileSync(join(dir, 'registry.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the client registry keeps every loader and module id but not the module paths', async () => {
  const source = await generatedRegistry();
  const paths = ['@site/docs/a.mdx', '@theme/DocItem', '@site/src/pages/index.tsx'];
  for (const path of paths) assert.equal(source.split(`"${path}"`).length - 1, 3, path);

  const client = stripModulePaths(source);
  for (const path of paths) {
    assert.equal(client.split(`"${path}"`).length - 1, 2, path);
    assert.match(
      client,
      new RegExp(`import\\(/\\* webpackChunkName: "[\\w-]+" \\*/ "${path}"\\), "", `),
    );
    assert.ok(client.includes(`require.resolveWeak("${path}")`), path);
  }
});

test('text that is not a registry entry is left alone', () => {
  const source = 'export default { "a": [() => load("x"), "x", 1] };';
  assert.equal(stripModulePaths(source), source);
});
