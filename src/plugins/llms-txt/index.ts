// Writes llms.txt, llms-full.txt and a Markdown twin (`<page>.md`) of every doc page at build time.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, DocMetadata } from '@docusaurus/plugin-content-docs';
import { mdxToMarkdown } from './markdown';
import { markdownTwinPath as twinPath } from '../../utils/markdownTwin';

interface TwinPage {
  title: string;
  description: string;
  permalink: string;
  sourcePath: string;
  version: string;
  isGuide: boolean;
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let pages: TwinPage[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      if (!docs) throw new Error('llms-txt needs the docs plugin');
      pages = docs.loadedVersions.flatMap((version) =>
        sortBySidebar(version.docs, version.sidebars.guide).map((doc: DocMetadata) => ({
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          sourcePath: doc.source.replace(/^@site\//, `${context.siteDir}/`),
          version: version.versionName,
          isGuide: doc.id.startsWith('guide/'),
        })),
      );
    },
    async postBuild({ outDir, siteConfig }) {
      const site = siteConfig.url;
      const twins = await Promise.all(
        pages.map(async (page) => {
          const markdown = mdxToMarkdown(await readFile(page.sourcePath, 'utf8'), {
            title: page.title,
            description: page.description,
            url: site + page.permalink,
          });
          const target = join(outDir, twinPath(page.permalink));
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, markdown);
          return { page, markdown };
        }),
      );
      const current = twins.filter(({ page }) => page.version === 'current');
      const guide = current.filter(({ page }) => page.isGuide);
      const api = current
        .filter(({ page }) => /^\/docs\/api-reference\/[^/]+\/$/.test(page.permalink))
        .sort(byPermalink);
      const line = ({ page }: { page: TwinPage }) =>
        `- [${page.title}](${site}${twinPath(page.permalink)})${page.description ? `: ${page.description}` : ''}`;
      const index = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}. CommandKit turns files into discord.js commands and event handlers, renders Discord components from JSX, and ships plugins for AI, caching, i18n, tasks, queues, Redis and analytics.`,
        '',
        'Every page below is also available as Markdown at the linked `.md` address.',
        '',
        '## Guide (CommandKit 1.x)',
        '',
        ...guide.map(line),
        '',
        '## API reference (CommandKit 1.x), one index per package',
        '',
        ...api.map(line),
        '',
        '## Optional',
        '',
        `- [CommandKit 0.1.10 documentation](${site}/docs/v0/guide/installation.md): the previous major version.`,
        `- [Full guide in one file](${site}/llms-full.txt)`,
        '',
      ].join('\n');
      await writeFile(join(outDir, 'llms.txt'), index);
      await writeFile(
        join(outDir, 'llms-full.txt'),
        guide.map(({ markdown }) => markdown).join('\n---\n\n'),
      );
    },
  };
}

type SidebarNode = {
  type: string;
  id?: string;
  items?: SidebarNode[];
  link?: { type: string; id?: string };
};

/** Docs in the order the guide sidebar shows them; the rest after, in their own order. */
function sortBySidebar(docs: DocMetadata[], sidebar: unknown): DocMetadata[] {
  const order: string[] = [];
  const walk = (nodes: SidebarNode[]) => {
    for (const node of nodes) {
      if (node.type === 'doc' && node.id) order.push(node.id);
      if (node.link?.type === 'doc' && node.link.id) order.push(node.link.id);
      if (node.items) walk(node.items);
    }
  };
  walk((sidebar as SidebarNode[] | undefined) ?? []);
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...docs].sort((a, b) => rank(a.id) - rank(b.id));
}

function byPermalink(a: { page: TwinPage }, b: { page: TwinPage }): number {
  return a.page.permalink.localeCompare(b.page.permalink);
}
