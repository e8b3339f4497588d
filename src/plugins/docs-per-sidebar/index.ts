// The classic docs plugin, unchanged except that its routes go through `splitDocsRootRoute`, so
// that a page of one sidebar does not download the other sidebars (see ./split.ts).
// Used in place of the preset's docs plugin; it keeps the plugin's name, options and data.
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import { breadcrumbsReadDocId } from '../patches/compat';
import { splitDocsRootRoute } from './split';

export default async function docsPerSidebarPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const split = { keepLinkDocIds: breadcrumbsReadDocId() };
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => args.actions.addRoute(splitDocsRootRoute(route, split)),
        },
      });
    },
  };
}

export { validateOptions };
