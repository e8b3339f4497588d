import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import { addImportOrigins } from '../../src/plugins/page-weight/route-scripts';
import { mainScriptLast, ssrTemplate } from '../../src/plugins/page-weight/ssr-template';

test('each lazy import is found by its request, with every chunk it loads', () => {
  const manifest = {
    origins: { main: ['619', '0'] },
    assets: { '0': {}, '1': {}, '2': {}, '619': {} },
  };
  const result = addImportOrigins(manifest, [
    { origins: [{ request: '@theme/DocItem' }], chunks: [{ id: 1 }, { id: 2 }] },
    // An entry keeps the origins react-loadable-ssr-addon gave it.
    { origins: [{ request: 'main' }], chunks: [{ id: 0 }] },
    // A chunk the manifest has no file for is left out.
    { origins: [{ request: '@site/docs/a.mdx' }], chunks: [{ id: 2 }, { id: 9 }] },
    { origins: [{ request: null }], chunks: [{ id: 1 }] },
  ]);
  assert.deepEqual(result.origins, {
    main: ['619', '0'],
    '@theme/DocItem': ['1', '2'],
    '@site/docs/a.mdx': ['2'],
  });
  assert.deepEqual(manifest.origins, { main: ['619', '0'] }, 'the input is not changed');
});

test('the page template lists main.js after every other script', async () => {
  // Rendered the way the build renders it.
  const render = await compileSSGTemplate(ssrTemplate);
  const html = render({
    htmlAttributes: '',
    bodyAttributes: '',
    metaAttributes: [],
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    appHtml: '',
    baseUrl: '/',
    version: '3.8.1',
    noIndex: false,
    stylesheets: [],
    scripts: [
      'assets/js/runtime~main.1.js',
      'assets/js/main.2.js',
      'assets/js/5.3.js',
      'assets/js/7.3.js',
    ],
  });
  const order = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(order, [
    '/assets/js/runtime~main.1.js',
    '/assets/js/5.3.js',
    '/assets/js/7.3.js',
    '/assets/js/main.2.js',
  ]);
});

test('a template without the one scripts loop fails the build', () => {
  assert.throws(() => mainScriptLast('<html></html>'), /\[patch ssr-template\]/);
});
