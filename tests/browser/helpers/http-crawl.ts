/**
 * The browserless part of the crawl: a page is served with status 200, has a non-empty h1, and
 * every same-origin script, stylesheet, preload and image it references is served too.
 */
export interface CrawlResult {
  problems: string[];
  pages: number;
  assets: number;
}

const ASSET_RELS = new Set(['stylesheet', 'preload', 'modulepreload', 'icon']);

/** An attribute's value, quoted or not (the build's minifier drops quotes where it can). */
function attribute(element: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(element);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Same-origin files a page's HTML loads (navigation links are not assets). */
export function assetReferences(html: string): string[] {
  const found = new Set<string>();
  for (const [element] of html.matchAll(/<(?:script|link|img)\b[^>]*>/g)) {
    const isLink = element.startsWith('<link');
    if (isLink && !ASSET_RELS.has(attribute(element, 'rel') ?? '')) continue;
    const ref = attribute(element, isLink ? 'href' : 'src');
    if (ref?.startsWith('/') && !ref.startsWith('//')) found.add(ref.replace(/[?#].*/, ''));
  }
  return [...found];
}

export function headingText(html: string): string {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (h1?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

/** Fetches `paths` from `origin` a few at a time and reports every problem found. */
export async function crawlOverHttp(
  origin: string,
  paths: string[],
  concurrency = 8,
): Promise<CrawlResult> {
  const problems: string[] = [];
  const assets = new Map<string, Promise<number>>();
  const assetStatus = (asset: string) => {
    let status = assets.get(asset);
    if (!status) {
      status = fetch(origin + asset).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });
      assets.set(asset, status);
    }
    return status;
  };
  const queue = [...paths];
  async function worker(): Promise<void> {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(origin + path);
      const html = await response.text();
      if (response.status !== 200) problems.push(`${path}: HTTP ${response.status}`);
      if (!headingText(html)) problems.push(`${path}: no h1`);
      for (const asset of assetReferences(html)) {
        const status = await assetStatus(asset);
        if (status !== 200) problems.push(`${path}: ${asset} HTTP ${status}`);
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { problems, pages: paths.length, assets: assets.size };
}
