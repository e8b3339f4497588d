import type { Page } from 'playwright-core';

/**
 * An init script for the /search page: marks `<html data-search-settled>` once the spinner that
 * shows while the query of the URL runs has come and gone, i.e. its outcome (results, "No results
 * were found" or an error) is on the page.
 */
export function recordSearchSettled(): void {
  let seen = false;
  new MutationObserver(() => {
    const spinning = document.querySelector('[class*="loadingSpinner"]') !== null;
    if (spinning) seen = true;
    else if (seen) document.documentElement.dataset.searchSettled = 'true';
  }).observe(document, { childList: true, subtree: true });
}

/** Resolves once the query has run (the page must have been loaded with recordSearchSettled). */
export async function waitForSearchSettled(page: Page): Promise<void> {
  await page.waitForSelector('html[data-search-settled="true"]', { state: 'attached' });
}
