import type { Page } from 'playwright-core';

/** What one page shows at the current viewport width: tables that do not fit, code that scrolls. */
export interface FitMeasure {
  tables: number;
  /** `table #n (w/ available px)` for each table wider than the room it has. */
  overflowingTables: string[];
  /** Visible code blocks (hidden tab panels are not counted). */
  codeBlocks: number;
  /** `code block #n (scroll/client px)` for each visible code block that scrolls sideways. */
  scrollingCode: string[];
  /** Breadcrumb items whose separator wrapped onto a line of its own. */
  loneSeparators: string[];
  /** The share of their row left to the breadcrumbs by the page actions beside them. */
  breadcrumbShare: number;
}

/**
 * Measures the article of the page as laid out now. A table overflows when it (or the element
 * that scrolls it) is wider than its box, or when it pokes out of the article; a code block
 * scrolls when its `pre` is wider inside than outside. One pixel of slack absorbs rounding.
 */
// No named inner functions: tsx would wrap them in a `__name` helper the page does not have.
export function measureFit(page: Page): Promise<FitMeasure> {
  return page.evaluate(() => {
    const article = document.querySelector('article') ?? document.body;
    const articleRight = article.getBoundingClientRect().right;
    const tables = [...article.querySelectorAll('table')];
    const overflowingTables: string[] = [];
    tables.forEach((table, index) => {
      const box = table.getBoundingClientRect();
      if (box.width === 0) return;
      const scroller = table.parentElement?.closest('[data-table-scroll]') ?? null;
      const room = scroller ? scroller.clientWidth : table.clientWidth;
      const scrollerWider = scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false;
      const tableWider = table.scrollWidth > table.clientWidth + 1;
      if (tableWider || scrollerWider || box.right > articleRight + 1) {
        const width = Math.max(table.scrollWidth, scroller?.scrollWidth ?? 0, box.width);
        overflowingTables.push(`table #${index + 1} (${Math.round(width)}/${room} px)`);
      }
    });
    const pres = [...article.querySelectorAll('pre')].filter((pre) => pre.clientWidth > 0);
    const scrollingCode = pres.flatMap((pre, index) =>
      pre.scrollWidth > pre.clientWidth + 1
        ? [`code block #${index + 1} (${pre.scrollWidth}/${pre.clientWidth} px)`]
        : [],
    );
    // An item's separator is its ::after; when it wraps, the item is taller than its link.
    const items = [
      ...document.querySelectorAll('.theme-doc-breadcrumbs .breadcrumbs__item:not(:last-child)'),
    ];
    const loneSeparators = items.flatMap((item) => {
      const link = item.querySelector('.breadcrumbs__link');
      const tall =
        link && item.getBoundingClientRect().height > link.getBoundingClientRect().height + 2;
      return tall ? [(item.textContent ?? '').trim() || 'home'] : [];
    });
    // The room the rest of the row (the page actions and the gap) leaves the breadcrumbs.
    const nav = document.querySelector('nav.theme-doc-breadcrumbs');
    const row = nav?.parentElement;
    let breadcrumbShare = 1;
    if (nav && row) {
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      const others = [...row.children].filter((child) => child !== nav);
      const taken = others.reduce(
        (sum, child) => sum + child.getBoundingClientRect().width + gap,
        0,
      );
      breadcrumbShare = (row.clientWidth - taken) / row.clientWidth;
    }
    return {
      tables: tables.length,
      overflowingTables,
      codeBlocks: pres.length,
      scrollingCode,
      loneSeparators,
      breadcrumbShare,
    };
  });
}

/** Runs `work` over `items` with at most `limit` running at once; results keep the input order. */
export async function mapPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, worker: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async (_, worker) => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, worker);
      }
    }),
  );
  return results;
}
