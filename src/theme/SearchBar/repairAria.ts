/**
 * Repairs, in the DOM that @docsearch/react 3.9 renders, the ARIA that axe reports as serious
 * or critical once results show:
 *
 *  - every results list gets the id `docsearch-list`, while the input's `aria-controls` names
 *    `docsearch-<source>-list` ids that do not exist (aria-valid-attr-value): each list gets
 *    the id its options' ids imply;
 *  - the backdrop is a focusable `role="button"` holding the whole dialog, and each result is a
 *    `role="option"` list item holding a link (nested-interactive): the backdrop loses the
 *    button role and the combobox attributes it copies from the input, and each link becomes
 *    the option itself (role, id and selection move from the list item to the link, which keeps
 *    its href; the item keeps the selection as `data-selected` for the stylesheet).
 *
 * React only rewrites an attribute when its prop changes, so this runs again after every
 * render (see `observeDocSearchAria`) and is idempotent.
 */

const CONTAINER_ATTRIBUTES = [
  'role',
  'aria-expanded',
  'aria-haspopup',
  'aria-controls',
  'aria-labelledby',
];

function repairContainer(container: Element): void {
  for (const name of CONTAINER_ATTRIBUTES) {
    if (container.hasAttribute(name)) container.removeAttribute(name);
  }
  // Still focusable by script and mouse (as before), no longer a tab stop of its own.
  if (container.getAttribute('tabindex') !== '-1') container.setAttribute('tabindex', '-1');
}

function repairOption(item: Element): void {
  const link = item.querySelector(':scope > a');
  if (!link) return;
  if (item.getAttribute('role') === 'option') {
    item.setAttribute('role', 'none');
    link.setAttribute('role', 'option');
  }
  if (item.id) {
    link.id = item.id;
    item.removeAttribute('id');
  }
  const selected = item.getAttribute('aria-selected');
  if (selected !== null) {
    link.setAttribute('aria-selected', selected);
    item.setAttribute('data-selected', selected);
    item.removeAttribute('aria-selected');
  }
}

/** `docsearch-hits0-item-3` → `docsearch-hits0-list` */
function listIdFor(list: Element): string | null {
  const optionId = list.querySelector('[role="option"][id]')?.id;
  const match = optionId?.match(/^(.*)-item-\d+$/);
  return match ? `${match[1]}-list` : null;
}

export function repairDocSearchAria(root: ParentNode): void {
  root.querySelectorAll('.DocSearch-Container').forEach(repairContainer);
  root.querySelectorAll('li.DocSearch-Hit').forEach(repairOption);
  root.querySelectorAll('ul[role="listbox"]').forEach((list) => {
    const id = listIdFor(list);
    if (id && list.id !== id) list.id = id;
  });
}

/** Repairs now and after every change under `root`; returns the function that stops it. */
export function observeDocSearchAria(root: Element): () => void {
  repairDocSearchAria(root);
  const observer = new MutationObserver(() => repairDocSearchAria(root));
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [...CONTAINER_ATTRIBUTES, 'tabindex', 'id', 'aria-selected'],
  });
  return () => observer.disconnect();
}
