import { useMemo } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { SearchIndexGlobalData } from '@site/src/plugins/search-index';

/** Which backend answers search (plugin `search-index`), and the options of the built-in one. */
export function useSearchBackend() {
  const data = usePluginData('search-index') as SearchIndexGlobalData | undefined;
  const baseUrl = useBaseUrl('/');
  return useMemo(
    () => ({
      backend: data?.backend ?? 'local',
      localOptions: { baseUrl, indexes: data?.indexes ?? {} },
    }),
    [data, baseUrl],
  );
}
