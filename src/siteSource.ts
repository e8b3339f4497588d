/** Where this site's own source lives: "Edit this page" links open the page's file there. */
export interface SiteSource {
  /** The repository's web address, without a trailing slash. */
  readonly repository: string;
  /** The branch that is deployed. */
  readonly branch: string;
}

export const SITE_SOURCE: SiteSource = {
  repository: 'https://github.com/underctrl-io/commandkit-docs',
  branch: 'main',
};

/** The address that opens `filePath` (relative to the repository root) in the web editor. */
export function editUrlFor(filePath: string, source: SiteSource = SITE_SOURCE): string {
  return `${source.repository}/edit/${source.branch}/${filePath}`;
}
