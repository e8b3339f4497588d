/**
 * LOCAL ADDITION (see Modal.tsx): the modal footer's credit when the site's own engine answers.
 * DocSearch 3.9.0 always renders "Search by Algolia" in `.DocSearch-Logo` and has no option to
 * change it; with the built-in engine that link is hidden (styles.css, keyed on the container's
 * `data-search-backend`) and this text is rendered into the same slot through a portal.
 */
import React, { useEffect, useState, type ReactNode } from 'react';

export function LocalFooter(): ReactNode {
  return (
    <span className="DocSearch-LocalCredit">
      Searched in your browser, in this site's own index
    </span>
  );
}

/** The footer's logo slot once DocSearch has rendered it, when the built-in engine answers. */
export function useFooterSlot(container: HTMLElement, backend: string): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    container.setAttribute('data-search-backend', backend);
    if (backend !== 'local') return undefined;
    const find = () => {
      const el = container.querySelector<HTMLElement>('.DocSearch-Logo');
      if (el) setSlot((current) => (current === el ? current : el));
      return el;
    };
    if (find()) return undefined;
    const observer = new MutationObserver(() => {
      if (find()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, backend]);
  return slot;
}
