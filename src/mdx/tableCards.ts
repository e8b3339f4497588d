/**
 * Rehype plugin: gives every Markdown table what the theme needs to show it as one card per row on
 * a phone (src/css/tables.css), so writers and docgen keep writing plain Markdown tables.
 *  - each body cell gets `data-label` = its column's header text (shown before the cell's content);
 *  - tables of two or more columns get the class `table-cards`,
 *    and the content of each of their body cells is wrapped in one `span`, so that the label and
 *    the content are the card's two grid items however many inline parts the content has;
 *  - explicit ARIA table roles, because some browsers drop a table's semantics once CSS changes
 *    its `display`, and the cards change it.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

export const CARDS_CLASS = 'table-cards';
const MIN_COLUMNS_FOR_CARDS = 2;

const ROLES: Record<string, string> = {
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
};

/** The visible text of a node: text nodes and the children of elements and MDX JSX elements. */
export function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as ElementContent[]).map(textOf).join('');
  return '';
}

function childElements(node: Element, tagName?: string): Element[] {
  return node.children.filter(
    (child): child is Element =>
      child.type === 'element' && (tagName === undefined || child.tagName === tagName),
  );
}

function rows(table: Element): Element[] {
  return childElements(table).flatMap((part) =>
    part.tagName === 'tr' ? [part] : childElements(part, 'tr'),
  );
}

function labelTable(table: Element): void {
  const [head, ...body] = rows(table);
  if (!head) return;
  const labels = childElements(head).map((cell) => textOf(cell).trim());
  const cards = labels.length >= MIN_COLUMNS_FOR_CARDS;
  if (cards) {
    const className = table.properties.className;
    const classes = Array.isArray(className) ? className : className ? [String(className)] : [];
    table.properties.className = [...classes, CARDS_CLASS];
  }
  for (const row of body) {
    childElements(row, 'td').forEach((cell, column) => {
      const label = labels[column];
      if (label) cell.properties.dataLabel = label;
      const blank = cell.children.every((child) => child.type === 'text' && !child.value.trim());
      if (blank) {
        // Truly empty, so that `td:empty` matches and the card leaves the line out.
        cell.children = [];
      } else if (cards) {
        cell.children = [
          { type: 'element', tagName: 'span', properties: {}, children: cell.children },
        ];
      }
    });
  }
  visit(table, 'element', (node: Element) => {
    const role = ROLES[node.tagName];
    if (role) node.properties.role = role;
  });
}

export function rehypeTableCards() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') labelTable(node);
    });
  };
}
