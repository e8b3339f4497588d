import type { OptionValidationContext } from '@docusaurus/types';
import type { SearchIndexPluginOptions } from './index';

type Options = SearchIndexPluginOptions & { id?: string };

export function validateOptions({
  options,
}: OptionValidationContext<Options | undefined, Options>): Options {
  const backend = options?.backend ?? 'local';
  if (backend !== 'local' && backend !== 'algolia') {
    throw new Error(
      `search-index: option "backend" must be 'local' or 'algolia', got ${String(backend)}`,
    );
  }
  return { ...options, id: options?.id ?? 'default', backend };
}
