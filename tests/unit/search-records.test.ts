/**
 * Search record extraction from rendered pages (hierarchy, anchors, facets, de-duplication,
 * escaping) and the compact encoding the browser loads.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  attachApiNames,
  extractPage,
  extractRecords,
} from '../../src/plugins/search-index/extract';
import {
  encodeCompact,
  expandCompact,
  toSearchRecord,
  type SearchRecord,
} from '../../src/search/records';

const ORIGIN = 'https://commandkit.dev';

/** A page shaped like Docusaurus 3.8 doc-page output (minified attributes included). */
function page({
  tag = 'docs-default-current',
  version = 'current',
  robots = '',
  keywords = '',
  sidebar = `<a class="menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" href=/docs/guide/commands/x>Commands</a>
             <a class="menu__link menu__link--sublist menu__link--active" href=/docs/guide/commands/sub/x>Middleware tools</a>
             <a class="menu__link menu__link--active" aria-current=page href=/docs/guide/commands/x>Middlewares</a>`,
  body,
}: {
  tag?: string;
  version?: string;
  robots?: string;
  keywords?: string;
  sidebar?: string;
  body: string;
}): string {
  return `<!doctype html><html lang=en><head>
<title>Middlewares | CommandKit</title>
<meta name=docsearch:language content=en><meta name=docsearch:version content=${version}>
<meta name=docsearch:docusaurus_tag content=${tag}>
${robots ? `<meta name=robots content="${robots}">` : ''}
${keywords ? `<meta name=keywords content="${keywords}">` : ''}
<link rel=canonical href=${ORIGIN}/docs/guide/commands/middlewares>
</head><body>
<nav class=navbar><a class="navbar__item navbar__link navbar__link--active" href=/docs/guide>Guide</a></nav>
<aside><nav class=menu>${sidebar}</nav></aside>
<main><article>
<nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs><li class=breadcrumbs__item><span>Commands</span></ul></nav>
<span class="theme-doc-version-badge badge">Version: 1.x</span>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Middlewares</h1></header>
${body}
</div>
<footer class="theme-doc-footer"><ul><li>Edit this page</li></ul></footer>
</article></main></body></html>`;
}

const BODY = `
<p>Run code <strong>before</strong> every command.</p>
<div class="theme-code-block"><pre><code>export function beforeExecute() {}</code></pre></div>
<h2 class="anchor" id=why-middlewares>Why middlewares<a href=#why-middlewares class=hash-link>\u200b</a></h2>
<p>They keep commands small.</p>
<p>They keep commands small.</p>
<ul class="tabs"><li>npm</li><li>yarn</li></ul>
<ul><li>Logging<ul><li>Nested detail</li></ul></li><li><p>Loose item</p></li></ul>
<h3 id=ordering>Ordering</h3>
<p>Shows <code>&lt;img src=x onerror=alert(1)&gt;</code> as text.</p>
<h2 id=options>Options</h2>
<table><thead><tr><th>Name<th>Type<th>Description<tbody>
<tr><td><code>timeout</code><td><code>number</code><td>How long to wait.
<tr><td><code>name</code><td><code>string</code><td>Display name.
</table>
<p>After the table.</p>
<h2>No id heading</h2>
<p>Under a heading without id.</p>
`;

function byType(records: SearchRecord[], type: string) {
  return records.filter((r) => r.type === type);
}

describe('record extraction', () => {
  const records = extractRecords(page({ body: BODY }));

  test('facets come from the docsearch meta tags', () => {
    assert.ok(records.length > 0);
    for (const r of records) {
      assert.equal(r.language, 'en');
      assert.equal(r.docusaurus_tag, 'docs-default-current');
      assert.equal(r.version, 'current');
    }
    const v0 = extractRecords(page({ tag: 'docs-default-0.1.10', version: '0.1.10', body: BODY }));
    assert.ok(v0.every((r) => r.docusaurus_tag === 'docs-default-0.1.10'));
  });

  test('the keywords meta tag goes on the lvl1 record only', () => {
    const withKeywords = extractRecords(
      page({ body: BODY, keywords: 'before command, guards ,  ' }),
    );
    const [lvl1, ...rest] = withKeywords;
    assert.equal(lvl1!.type, 'lvl1');
    assert.deepEqual(lvl1!.keywords, ['before command', 'guards']);
    assert.ok(rest.every((r) => !('keywords' in r)));
    assert.ok(
      records.every((r) => !('keywords' in r)),
      'no meta tag, no keywords',
    );
  });

  test('non-doc and noindex pages give no records', () => {
    assert.deepEqual(extractRecords(page({ tag: 'default', body: BODY })), []);
    assert.deepEqual(extractRecords(page({ robots: 'noindex, follow', body: BODY })), []);
    assert.deepEqual(extractRecords('<html><body><p>hi</p></body></html>'), []);
  });

  test('lvl0 is the deepest active sidebar category, then the navbar item, then Documentation', () => {
    assert.ok(records.every((r) => r.hierarchy.lvl0 === 'Middleware tools'));
    const noSidebar = extractRecords(page({ sidebar: '', body: BODY }));
    assert.equal(noSidebar[0]!.hierarchy.lvl0, 'Guide');
    const bare = extractRecords(
      page({ sidebar: '', body: BODY }).replace('navbar__link--active', 'navbar__link'),
    );
    assert.equal(bare[0]!.hierarchy.lvl0, 'Documentation');
  });

  test('hierarchy and anchors follow the headings', () => {
    const lvl1 = byType(records, 'lvl1');
    assert.equal(lvl1.length, 1);
    assert.equal(lvl1[0]!.url, `${ORIGIN}/docs/guide/commands/middlewares`);
    assert.equal(lvl1[0]!.hierarchy.lvl1, 'Middlewares');
    assert.equal(lvl1[0]!.content, null);

    const intro = records.find((r) => r.content === 'Run code before every command.')!;
    assert.equal(intro.type, 'content');
    assert.equal(intro.anchor, null);
    assert.equal(intro.url, `${ORIGIN}/docs/guide/commands/middlewares`);
    assert.equal(intro.hierarchy.lvl2, null);

    const why = byType(records, 'lvl2').find((r) => r.hierarchy.lvl2 === 'Why middlewares')!;
    assert.equal(why.url, `${ORIGIN}/docs/guide/commands/middlewares#why-middlewares`);
    assert.equal(why.anchor, 'why-middlewares');
    assert.equal(why.url_without_anchor, `${ORIGIN}/docs/guide/commands/middlewares`);

    const ordering = records.find((r) => r.content?.startsWith('Shows'))!;
    assert.equal(ordering.hierarchy.lvl2, 'Why middlewares');
    assert.equal(ordering.hierarchy.lvl3, 'Ordering');
    assert.equal(ordering.url.endsWith('#ordering'), true);

    const noId = records.find((r) => r.content === 'Under a heading without id.')!;
    assert.equal(noId.hierarchy.lvl2, 'No id heading');
    assert.equal(noId.hierarchy.lvl3, null, 'a new h2 resets deeper levels');
    assert.equal(noId.anchor, null, 'no id → no anchor (not the previous section’s)');
  });

  test('tables: first cell is lvl5, last cell is content, middle cells skipped', () => {
    const timeout = byType(records, 'lvl5').find((r) => r.hierarchy.lvl5 === 'timeout')!;
    assert.ok(timeout);
    assert.equal(timeout.url.endsWith('#options'), true);
    const wait = records.find((r) => r.content === 'How long to wait.')!;
    assert.equal(wait.hierarchy.lvl5, 'timeout');
    assert.equal(wait.hierarchy.lvl2, 'Options');
    assert.equal(
      records.some((r) => r.content === 'number'),
      false,
    );
    const after = records.find((r) => r.content === 'After the table.')!;
    assert.equal(after.hierarchy.lvl5, null, 'row labels do not leak past the table');
    assert.equal(after.url.endsWith('#options'), true);
  });

  test('page chrome, code, tabs and hash links are not indexed', () => {
    const all = JSON.stringify(records);
    for (const text of [
      'Version: 1.x',
      'On this page',
      'Edit this page',
      'npm',
      'beforeExecute',
      '\u200b',
    ]) {
      assert.equal(all.includes(text), false, `${text} should not be indexed`);
    }
    assert.equal(
      records.filter((r) => r.hierarchy.lvl0 === 'Commands' && r.content === 'Commands').length,
      0,
    );
  });

  test('list items index their own text; nested items and paragraphs separately', () => {
    assert.ok(records.some((r) => r.content === 'Logging'));
    assert.ok(records.some((r) => r.content === 'Nested detail'));
    assert.ok(records.some((r) => r.content === 'Loose item'));
    assert.equal(
      records.some((r) => r.content?.includes('Logging Nested')),
      false,
    );
  });

  test('exact duplicates are dropped, objectIDs are unique and stable', () => {
    assert.equal(records.filter((r) => r.content === 'They keep commands small.').length, 1);
    const ids = records.map((r) => r.objectID);
    assert.equal(new Set(ids).size, ids.length);
    assert.deepEqual(
      extractRecords(page({ body: BODY })).map((r) => r.objectID),
      ids,
    );
    assert.ok(ids.every((id) => /^[0-9a-f]{14}$/.test(id)));
  });

  test('text is HTML-escaped in lvl1–lvl6 and content (DocSearch inserts it as HTML)', () => {
    const shows = records.find((r) => r.content?.startsWith('Shows'))!;
    assert.equal(shows.content, 'Shows &lt;img src=x onerror=alert(1)&gt; as text.');
    const weird = extractRecords(
      page({ body: '<h2 id=a>A &lt;b&gt; &amp; "c"</h2><p>x</p>' }),
    ).find((r) => r.type === 'lvl2')!;
    assert.equal(weird.hierarchy.lvl2, 'A &lt;b&gt; &amp; &quot;c&quot;');
  });

  test('weights follow the DocSearch crawler (level, position)', () => {
    assert.equal(byType(records, 'lvl1')[0]!.weight.level, 100);
    assert.equal(byType(records, 'lvl2')[0]!.weight.level, 90);
    assert.equal(records.find((r) => r.type === 'content')!.weight.level, 0);
    assert.deepEqual(
      records.map((r) => r.weight.position),
      records.map((_, i) => i),
    );
  });
});

describe('compact encoding', () => {
  test('decodes to exactly the extracted records', () => {
    const a = extractRecords(page({ body: BODY }));
    const b = extractRecords(
      page({ body: BODY.replace('Middlewares', 'Other'), keywords: 'guards, hooks' }),
      { pageUrl: `${ORIGIN}/docs/guide/commands/other` },
    );
    const records = [...a, ...b];
    const compact = encodeCompact(records, ORIGIN);
    const json = JSON.parse(JSON.stringify(compact));
    assert.deepEqual(
      expandCompact(json).map((r) => toSearchRecord(json, r)),
      records,
    );
    assert.equal(compact.pages.length, 2);
    assert.deepEqual(compact.pages[1]![4], ['guards', 'hooks']);
    assert.equal(compact.pages[0]!.length, 4, 'no keywords, no fifth field');
    assert.ok(compact.sections.length < records.length, 'sections are shared');
  });

  test('refuses mixed versions in one file', () => {
    const a = extractRecords(page({ body: BODY }));
    const b = extractRecords(page({ tag: 'docs-default-0.1.10', version: '0.1.10', body: BODY }));
    assert.throws(() => encodeCompact([...a, ...b], ORIGIN), /mixed facets/);
  });
});

describe('API names a guide explains', () => {
  const ref = (path: string, title: string) =>
    extractPage(
      page({ body: `<p>About ${title}.</p>` }).replace('<h1>Middlewares</h1>', `<h1>${title}</h1>`),
      {
        pageUrl: `https://commandkit.dev${path}`,
      },
    );
  test('a guide links the reference page and shows the name in its code: it explains it', () => {
    const guide = extractPage(
      page({
        body: `
          <p>Use <a href="/docs/api-reference/commandkit/functions/open-kv"><code>openKV</code></a>.</p>
          <p>See also <a href="/docs/api-reference/commandkit/classes/kv">the class</a>.</p>
          <pre><code>const kv = openKV();</code></pre>`,
      }),
      { pageUrl: 'https://commandkit.dev/docs/guide/kv' },
    );
    const pages = [
      guide,
      ref('/docs/api-reference/commandkit/functions/open-kv', 'openKV'),
      ref('/docs/api-reference/commandkit/classes/kv', 'KVStore'),
    ];
    attachApiNames(pages, 'https://commandkit.dev', (p) => p.includes('/api-reference/'));
    // KVStore is linked but never shown in code: a mention, not an explanation.
    assert.deepEqual(guide.records[0]!.apis, ['openKV']);
    assert.equal(pages[1]!.records[0]!.apis, undefined);
  });
});
