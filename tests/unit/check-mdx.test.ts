// `npm run check:mdx` catches, with file and line, what the build rejects: MDX syntax errors, the
// site's remark plugins' errors (a bad code-block meta), broken links and anchors, and hand edits
// of generated API pages. Fixtures: tests/fixtures/check-mdx/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkPages } from '../../scripts/content/check-mdx';
import { loadSiteIndex } from '../../scripts/content/site';
import { rehypePlugins, remarkPlugins } from '../../src/mdx/plugins';
import { stampPage } from '../../scripts/docgen/stamp';

const siteRoot = path.resolve(import.meta.dirname, '..', '..');
const fixture = (name: string) => `tests/fixtures/check-mdx/${name}`;
const GENERATED = 'docs/api-reference/commandkit/classes/command-kit.mdx';
const CLEAN = 'docs/guide/getting-started/introduction.mdx';
// Headings with explicit ids (`{#id}`), and a page that links to them.
const EXPLICIT_IDS = 'docs/guide/advanced/known-issues.mdx';
const LINKS_TO_IDS = 'docs/guide/official-plugins/commandkit-tasks.mdx';

test('check:mdx reports each problem with file, line and column', async () => {
  const edited = readFileSync(path.join(siteRoot, GENERATED), 'utf8').replace(
    '## Signature',
    '## Signature\n\nA sentence added by hand.',
  );
  const files = [
    fixture('broken-link.mdx'),
    fixture('unclosed-tag.mdx'),
    fixture('bad-code-meta.mdx'),
    GENERATED,
    CLEAN,
    EXPLICIT_IDS,
    LINKS_TO_IDS,
  ];
  const { problems, ms } = await checkPages(files, {
    siteDir: siteRoot,
    sources: new Map([[GENERATED, edited]]),
  });
  const lines = problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`);
  const has = (re: RegExp) =>
    assert.ok(
      lines.some((l) => re.test(l)),
      `expected ${re} among:\n${lines.join('\n')}`,
    );
  has(/^tests\/fixtures\/check-mdx\/broken-link\.mdx:7:18 broken link \/docs\/guide\/no-such-page/);
  has(/^tests\/fixtures\/check-mdx\/broken-link\.mdx:9:8 broken anchor .*#no-such-heading/);
  has(/^tests\/fixtures\/check-mdx\/unclosed-tag\.mdx:7:1 Expected a closing tag for `<details>`/);
  has(/^tests\/fixtures\/check-mdx\/bad-code-meta\.mdx:7:1 \[discord-preview\].*"no-such-preview"/);
  has(
    new RegExp(
      `^${GENERATED.replace(/\./g, '\\.')}:\\d+:1 generated page was edited by hand.*api-notes/1\\.x/commandkit\\.yml, key "CommandKit"`,
    ),
  );
  // The edit is located at its line (after "## Signature").
  const editLine = edited.split('\n').indexOf('A sentence added by hand.') + 1;
  assert.ok(
    problems.some((p) => p.file === GENERATED && p.line === editLine),
    lines.join('\n'),
  );
  // Valid links and anchors pass: nothing else is reported.
  assert.equal(problems.length, 5, lines.join('\n'));
  for (const clean of [CLEAN, EXPLICIT_IDS, LINKS_TO_IDS]) {
    assert.ok(!problems.some((p) => p.file === clean), clean);
  }
  assert.ok(ms < 30_000, `took ${ms} ms`);
});

test('check:mdx compiles with the very plugins of the docs plugin (one shared list)', async () => {
  const site = await loadSiteIndex(siteRoot);
  const loaderRemark = site.loaderOptions.remarkPlugins as unknown[];
  // The config is loaded by Docusaurus' own module loader (jiti), so compare the plugins by name.
  const flat = (list: readonly unknown[]) =>
    list.map((p) => ((Array.isArray(p) ? p[0] : p) as { name: string }).name);
  // The docs plugin's loader gets the shared list (Docusaurus adds its own around it).
  assert.deepEqual(flat(loaderRemark), flat(remarkPlugins));
  assert.deepEqual(flat(site.loaderOptions.rehypePlugins as unknown[]), flat(rehypePlugins));
  assert.ok(site.routes.has('/docs/guide/getting-started/introduction'));
  assert.ok(site.routes.has('/docs/v0/guide/installation'));
  assert.ok(!site.routes.has('/docs'), 'a redirect is not a page (the build rejects links to it)');
});

test('check:mdx reports a correctly stamped 1.x page that the notes and model no longer give', async () => {
  const page = readFileSync(path.join(siteRoot, GENERATED), 'utf8');
  // What an old render would look like: docgen's own stamp, an older description.
  const old = stampPage(
    page.replace('The main class of CommandKit', 'The old class of CommandKit'),
  );
  assert.notEqual(old, page);
  const { problems } = await checkPages([GENERATED], {
    siteDir: siteRoot,
    sources: new Map([[GENERATED, old]]),
  });
  const line = old.split('\n').findIndex((l) => l.includes('The old class')) + 1;
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`),
    [
      `${GENERATED}:${line}:1 generated page is out of date (its notes or the model changed since it was rendered); run \`npm run docgen -- --version 1.x\` (renders from the committed model, no checkout)`,
    ],
  );
  // The committed page is current.
  assert.deepEqual((await checkPages([GENERATED], { siteDir: siteRoot })).problems, []);
});
