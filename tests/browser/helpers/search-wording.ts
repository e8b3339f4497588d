import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The English text the installed @docusaurus/theme-search-algolia gives DocSearch for a
 * translation id (its lib/theme/SearchTranslations), so a test does not pin one version's wording
 * (3.10 says "Powered by" where 3.8 said "Search by").
 */
export function searchWording(id: string): string {
  const lib = dirname(require.resolve('@docusaurus/theme-search-algolia'));
  const source = readFileSync(join(lib, 'theme/SearchTranslations/index.js'), 'utf8');
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const message = new RegExp(`id: '${escaped}',\\s*message: '((?:[^'\\\\]|\\\\.)*)'`).exec(source);
  if (!message) throw new Error(`no message for ${id} in ${lib}/theme/SearchTranslations`);
  return message[1]!.replace(/\\(.)/g, '$1');
}
