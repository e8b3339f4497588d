import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';
import { themes as prismThemes } from 'prism-react-renderer';
import { readablePrismTheme } from './src/utils/readablePrismTheme';
import llmsTxtPlugin from './src/plugins/llms-txt';
import { editUrlFor } from './src/siteSource';
import { API_REDIRECTS } from './scripts/docgen/redirects';
import { onMainSidebarItems } from './src/onMain/sidebarItems';
import type { PrerenderCodePluginOptions } from './src/plugins/prerender-code';
import { HOME_SAMPLE } from './src/data/homeSample';
import {
  MAGIC_COMMENTS,
  PRISM_LANGUAGES,
  prerenderCodeOptions,
  rehypePlugins,
  remarkPlugins,
} from './src/mdx/plugins';
import bundleStatsPlugin from './src/plugins/bundle-stats';
import pageWeightPlugin from './src/plugins/page-weight';
import { ssrTemplate } from './src/plugins/page-weight/ssr-template';
import brokenLinksReportPlugin from './src/plugins/broken-links-report';
import { brokenMarkdownLinksConfig, futureConfig } from './src/plugins/patches/compat';

// Environment switches, read once.
// DOCUSAURUS_SLOWER=true falls back to the webpack/Babel/Terser toolchain to compare with Rspack.
const useFasterBundler = process.env.DOCUSAURUS_SLOWER !== 'true';
// Site search: the built-in engine by default; Algolia DocSearch when all three are set at build
// time. ALGOLIA_SEARCH_API_KEY must be a search-only key (it is shipped to every visitor).
const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID ?? '';
const ALGOLIA_SEARCH_API_KEY = process.env.ALGOLIA_SEARCH_API_KEY ?? '';
const ALGOLIA_INDEX_NAME = process.env.ALGOLIA_INDEX_NAME ?? '';
const useAlgolia = Boolean(ALGOLIA_APP_ID && ALGOLIA_SEARCH_API_KEY && ALGOLIA_INDEX_NAME);

const REPO_URL = 'https://github.com/underctrl-io/commandkit';
const DISCORD_URL = 'https://ctrl.lol/discord';

const CURRENT_MAIN_DOC = '/docs/guide/getting-started/introduction';
const V0_MAIN_DOC = '/docs/v0/guide/installation';

const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {
    current: { label: '1.x', path: '', badge: true, banner: 'none' },
    '0.1.10': { label: '0.1.10', path: 'v0', badge: true, banner: 'none' },
  },
  breadcrumbs: true,
  // Pages with front matter `on_main` get their label in the sidebar (src/onMain).
  sidebarItemsGenerator: onMainSidebarItems,
  // Hand-written pages open their own file in this site's repository; generated API pages name
  // their note file instead (scripts/docgen).
  editUrl: ({ versionDocsDirPath, docPath }) =>
    docPath.startsWith('api-reference/')
      ? undefined
      : editUrlFor(`${versionDocsDirPath}/${docPath}`),
  // Shared with `npm run check:mdx` (src/mdx/plugins.ts).
  remarkPlugins: [...remarkPlugins],
  rehypePlugins: [...rehypePlugins],
} satisfies Preset.Options['docs'];

const sitemapOptions = {
  changefreq: 'weekly',
  priority: 0.5,
  ignorePatterns: ['/tags/**'],
  filename: 'sitemap.xml',
} satisfies Preset.Options['sitemap'];

const clientRedirectsOptions = {
  redirects: [
    { from: '/docs', to: CURRENT_MAIN_DOC },
    { from: '/docs/v0', to: V0_MAIN_DOC },
    // Retired API reference URLs; netlify.toml carries the same table as 301s.
    ...API_REDIRECTS.map(({ from, to }) => ({ from, to })),
  ],
} satisfies ClientRedirectsOptions;

const navbar = {
  title: 'CommandKit',
  logo: { alt: 'CommandKit logo', src: 'img/logo.svg', width: 32, height: 32 },
  hideOnScroll: false,
  items: [
    { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
    { type: 'docSidebar', sidebarId: 'api', label: 'API Reference', position: 'left' },
    { type: 'docsVersionDropdown', position: 'right' },
    {
      href: REPO_URL,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--github',
      'aria-label': 'CommandKit on GitHub',
    },
    {
      href: DISCORD_URL,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--discord',
      'aria-label': 'CommandKit community on Discord',
    },
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Getting started', to: CURRENT_MAIN_DOC },
        { label: 'API Reference', to: '/docs/api-reference/commandkit/' },
        { label: 'Version 0.1.10', to: V0_MAIN_DOC },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Discord', href: DISCORD_URL },
        { label: 'GitHub', href: REPO_URL },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Releases', href: `${REPO_URL}/releases` },
        { label: 'npm', href: 'https://www.npmjs.com/package/commandkit' },
      ],
    },
  ],
  logo: {
    alt: 'Deploys by Netlify',
    src: 'img/netlify-badge.svg',
    href: 'https://www.netlify.com',
    width: 114,
    height: 51,
  },
  copyright: `GPL-3.0-only © ${new Date().getFullYear()} underctrl`,
} satisfies Preset.ThemeConfig['footer'];

const themeConfig = {
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  docs: {
    sidebar: { hideable: false, autoCollapseCategories: true },
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  // Search UI (DocSearch). Without Algolia credentials the values below are placeholders that
  // DocSearch requires to be non-empty; the site's own engine answers (src/plugins/search-index).
  algolia: {
    appId: useAlgolia ? ALGOLIA_APP_ID : 'local',
    apiKey: useAlgolia ? ALGOLIA_SEARCH_API_KEY : 'local',
    indexName: useAlgolia ? ALGOLIA_INDEX_NAME : 'commandkit-docs',
    contextualSearch: true,
    insights: false,
    searchPagePath: 'search',
    placeholder: 'Search docs',
  },
  navbar,
  footer,
  prism: {
    theme: readablePrismTheme(prismThemes.github),
    darkTheme: readablePrismTheme(prismThemes.dracula),
    additionalLanguages: [...PRISM_LANGUAGES],
    magicComments: MAGIC_COMMENTS,
  },
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: 'CommandKit',
  tagline: 'The discord.js meta-framework',
  favicon: 'img/favicon.svg',
  url: 'https://commandkit.dev',
  baseUrl: '/',
  organizationName: 'underctrl-io',
  projectName: 'commandkit',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // In `npm start`, ./src/plugins/dev-link-check reports an unresolved `./page.mdx` link with its
  // line and column instead of a stack trace; the build still fails on it.
  ...brokenMarkdownLinksConfig(process.env.NODE_ENV === 'development' ? 'ignore' : 'throw'),
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en' } },
  },

  // Route chunks before main.js in every page (src/plugins/page-weight/route-scripts.ts).
  ssrTemplate,

  // `future.faster` from 3.10 on, `future.experimental_faster` before (src/plugins/patches/compat.ts).
  future: futureConfig(useFasterBundler),

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped so that each page loads only its own sidebar.
        docs: false,
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/tables.css', './src/css/on-main.css'],
        },
        sitemap: sitemapOptions,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./src/plugins/docs-per-sidebar/index.ts', docsOptions],
    ['@docusaurus/plugin-client-redirects', clientRedirectsOptions],
    llmsTxtPlugin,
    bundleStatsPlugin,
    pageWeightPlugin,
    [
      './src/plugins/prerender-code/index.ts',
      {
        ...prerenderCodeOptions,
        samples: { home: HOME_SAMPLE },
      } satisfies PrerenderCodePluginOptions,
    ],
    // Broken links and anchors fail the build naming each link's file and line.
    brokenLinksReportPlugin,
    ['./src/plugins/search-index/index.ts', { backend: useAlgolia ? 'algolia' : 'local' }],
    // `npm start` only: broken links and anchors of the pages, with file:line:col, in the terminal.
    './src/plugins/dev-link-check/index.ts',
  ],

  clientModules: [
    './src/clientModules/chunkLoadRecovery.ts',
    './src/clientModules/idlePrefetch.ts',
  ],

  themeConfig,
};

export default config;
