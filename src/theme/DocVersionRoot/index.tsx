// Why: gives the sidebar links of the version their `docId` back before any component reads the
// sidebars (docs-per-sidebar sends them without it; src/plugins/docs-per-sidebar/linkDocIds.ts).
// Docusaurus 3.10's breadcrumbs list a link only when it has one.
import { useMemo, type ReactNode } from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import { useDocsData } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocVersionRoot';
import { withLinkDocIds } from '@site/src/plugins/docs-per-sidebar/linkDocIds';

export default function DocVersionRootWrapper(props: Props): ReactNode {
  const { pluginId, version: name, docsSidebars } = props.version;
  const docs = useDocsData(pluginId).versions.find((v) => v.name === name)?.docs;
  const version = useMemo(() => {
    const docIdByPath = new Map((docs ?? []).map((doc) => [doc.path, doc.id]));
    const sidebars = Object.entries(docsSidebars).map(([sidebar, items]) => [
      sidebar,
      withLinkDocIds(items, docIdByPath),
    ]);
    return { ...props.version, docsSidebars: Object.fromEntries(sidebars) };
  }, [props.version, docsSidebars, docs]);
  return <DocVersionRoot {...props} version={version} />;
}
