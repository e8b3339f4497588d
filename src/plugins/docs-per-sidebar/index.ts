// The classic docs plugin, unchanged except that its routes go through `splitDocsRootRoute`, so
// that a page of one sidebar does not download the other sidebars (see ./split.ts).
// Used in place of the preset's docs plugin; it keeps the plugin's name, options and data.
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import { splitDocsRootRoute } from './split';

export default async function docsPerSidebarPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      // What the browser reads from the global data to give sidebar links their docId back.
      const split = {
        docIdsByPath: new Map(
          args.content.loadedVersions.map((version) => [
            version.versionName,
            new Map(version.docs.map((doc) => [doc.permalink, doc.id])),
          ]),
        ),
      };
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
