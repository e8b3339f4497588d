import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
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

test('a registry without the entries the loader rewrites fails naming the patch', () => {
  const source = 'export default { "a": [() => load("x"), "x", 1] };';
  assert.throws(
    () => stripModulePaths(source),
    /^Error: \[patch client-registry\] no longer applies/,
  );
});

test('chunk names become short, distinct and the same in the registry and the route table', async () => {
  const { renameRegistry, renameRoutesChunkNames } =
    require('../../src/plugins/page-weight/client-registry-loader.cjs') as {
      renameRegistry: (source: string) => string;
      renameRoutesChunkNames: (source: string, registry: string) => string;
    };
  const registry = await generatedRegistry();
  const client = renameRegistry(registry);
  const entries = [
    ...client.matchAll(/^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//gm),
  ];
  assert.equal(entries.length, 3);
  for (const [, key, name] of entries) {
    assert.equal(key, name);
    assert.match(key!, /^r[0-9a-z]+$/);
  }
  assert.equal(new Set(entries.map(([, key]) => key)).size, 3);
  const original = [...registry.matchAll(/^ {2}"([^"]+)": /gm)].map(([, key]) => key!);
  const routes = JSON.stringify({ '/docs/a-123': { __comp: original[0], content: original[1] } });
  assert.deepEqual(JSON.parse(renameRoutesChunkNames(routes, registry)), {
    '/docs/a-123': { __comp: 'r0', content: 'r1' },
  });
});

test('the compact global data builds the same object as the JSON', async () => {
  const { compactGlobalData } = require('../../src/plugins/page-weight/global-data-loader.cjs') as {
    compactGlobalData: (source: string) => string;
  };
  const data = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {
            name: 'current',
            path: '/docs',
            docs: [
              { id: 'guide/a', path: '/docs/guide/a', sidebar: 'guide' },
              { id: 'api/index', path: '/docs/api/', sidebar: 'api' },
              { id: 'odd', path: '/docs/elsewhere', sidebar: 'guide' },
              { id: 'loose', path: '/docs/loose' },
            ],
            sidebars: { guide: { link: { path: '/docs/guide/a', label: 'a' } } },
          },
        ],
      },
    },
    'search-index': { default: { backend: 'local' } },
  };
  const dir = mkdtempSync(join(tmpdir(), 'global-data-'));
  try {
    const file = join(dir, 'globalData.mjs');
    writeFileSync(file, compactGlobalData(JSON.stringify(data)));
    const built = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
    assert.equal(JSON.stringify(built), JSON.stringify(data));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('global data of another shape fails naming the patch instead of falling through', () => {
  const { compactGlobalData } = require('../../src/plugins/page-weight/global-data-loader.cjs') as {
    compactGlobalData: (source: string) => string;
  };
  const withDocs = (docs: unknown[]) =>
    JSON.stringify({
      'docusaurus-plugin-content-docs': { default: { versions: [{ path: '/docs', docs }] } },
    });
  assert.throws(
    () => compactGlobalData(withDocs([{ id: 'x', path: '/docs/x', sidebar: 'g', extra: 1 }])),
    /\[patch global-data\] .*got \{id,path,sidebar,extra\}/,
  );
  assert.throws(() => compactGlobalData('{}'), /\[patch global-data\]/);
});

async function generatedRoutes(
  routes: {
    path: string;
    component: string;
    exact?: boolean;
    sidebar?: string;
    routes?: unknown[];
  }[],
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'routes-'));
  try {
    await generateRouteFiles({ generatedFilesDir: dir, routes: routes as never });
    return readFileSync(join(dir, 'routes.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Evaluates a routes module with a ComponentCreator that records its arguments (and calls). */
function evaluateModule(source: string, calls: string[][] = []): unknown {
  const body = source.replace(/^import .*;?$/gm, '').replace(/^export default /m, 'return ');
  return new Function('ComponentCreator', body)((...args: string[]) => {
    calls.push(args);
    return { args };
  });
}

test('the compact routes module rebuilds the route objects Docusaurus generates', async () => {
  const { compactRoutesModule } =
    require('../../src/plugins/page-weight/client-routes-loader.cjs') as {
      compactRoutesModule: (source: string) => string;
    };
  const source = await generatedRoutes([
    { path: '/search', component: '@theme/SearchPage', exact: true },
    {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/docs',
          component: '@theme/DocVersionRoot',
          routes: [
            { path: '/docs/a', component: '@theme/DocItem', exact: true, sidebar: 'guide' },
            { path: '/docs/b/', component: '@theme/DocItem', exact: true },
          ],
        },
        // A child whose path does not extend its parent's.
        { path: '/elsewhere', component: '@theme/DocItem', exact: true },
      ],
    },
    { path: '*', component: '@theme/NotFound' },
  ]);
  const client = compactRoutesModule(source);
  assert.deepEqual(evaluateModule(client), evaluateModule(source));
  assert.ok(!client.includes("'/docs/a'"), 'each path is written once, relative to its parent');

  // Components are created when first read, once each.
  const calls: string[][] = [];
  const routes = evaluateModule(client, calls) as { component: unknown; routes?: unknown[] }[];
  assert.equal(calls.length, 0);
  const docsRoot = routes[1]!;
  assert.equal(docsRoot.component, docsRoot.component);
  assert.deepEqual(calls, [['/docs', calls[0]![1]!]]);
});

test('a route key the compact table does not know fails the build', () => {
  const { compactRoutesModule } =
    require('../../src/plugins/page-weight/client-routes-loader.cjs') as {
      compactRoutesModule: (source: string) => string;
    };
  const source =
    "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [{ path: '/a', component: ComponentCreator('/a', '1'), priority: 2 }];";
  assert.throws(() => compactRoutesModule(source), /\[patch client-routes\] .*got "priority"/);
});

test('the client site config keeps everything but the build-only option lists', () => {
  const { clientSiteConfig } =
    require('../../src/plugins/page-weight/client-config-loader.cjs') as {
      clientSiteConfig: (source: string) => string;
    };
  const config = {
    title: 'CommandKit',
    future: { experimental_router: 'browser' },
    themeConfig: { navbar: { title: 'CommandKit' } },
    plugins: [['./src/plugins/x', { sidebarPath: './sidebars.ts' }]],
    presets: [['classic', {}]],
    themes: [],
  };
  const source = `/* generated */\nexport default ${JSON.stringify(config, null, 2)};\n`;
  const client = evaluateModule(clientSiteConfig(source)) as typeof config;
  assert.deepEqual(client, { ...config, plugins: [], presets: [], themes: [] });
});

test('prefetch asks once for each chunk the page lacks, and skips names with no chunk', async () => {
  const { filterCode } = await import('../../src/plugins/page-weight/chunk-asset-filter');
  // Docusaurus' gca: a known name maps to its numeric id, an unknown one is used as it is.
  const ids: Record<string, string> = { r1: '4135', r2: '12', r3: '77', r4: '88' };
  const require_ = {
    gca: (name: string) => `/assets/js/${ids[name] ?? name}.dfade338.js`,
  };
  // rspack pushes chunk ids as strings, webpack as numbers.
  const scope = { webpackChunkdocs: [[['12', 5], {}]] as unknown[] };
  new Function('__webpack_require__', 'self', filterCode('webpackChunkdocs'))(require_, scope);
  assert.equal(require_.gca('r1'), '/assets/js/4135.dfade338.js');
  assert.ok(require_.gca('r60').includes('undefined'), 'a merged chunk is skipped');
  assert.ok(require_.gca('r1').includes('undefined'), 'a chunk is prefetched once');
  assert.ok(require_.gca('r2').includes('undefined'), 'a chunk the page has is skipped');
  assert.equal(require_.gca('r3'), '/assets/js/77.dfade338.js');
  scope.webpackChunkdocs.push([[88], {}]);
  assert.ok(require_.gca('r4').includes('undefined'), 'a chunk delivered later is skipped too');
});
