/**
 * Address of a doc page's Markdown twin (written by the llms-txt plugin):
 * `/docs/guide/x` → `/docs/guide/x.md`, `/docs/api-reference/ai/` → `/docs/api-reference/ai/index.md`.
 */
export function markdownTwinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
