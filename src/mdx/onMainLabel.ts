/**
 * Puts the "On main" label at the top of a page whose front matter has `on_main`
 * (src/onMain/README.md). It is added to the page's own MDX, so only labelled pages download the
 * label's code; a theme wrapper would put it in every docs page's first load.
 */
import type { Root, RootContent } from 'mdast';
import { readOnMain, readOnMainPackages } from '../onMain/commandkitMain';
import { defaultImportNode } from './esmImport';

const COMPONENT = 'OnMainBadge';
const COMPONENT_SOURCE = '@site/src/components/OnMainBadge';

interface VFileLike {
  data?: { frontMatter?: Record<string, unknown> };
}

function labelNode(status: string, packages: string[]): RootContent {
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
  const node = {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [attribute('status', status), attribute('packages', packages.join(' '))],
    children: [],
  };
  return node as unknown as RootContent;
}

export function remarkOnMainLabel() {
  return (tree: Root, file?: VFileLike) => {
    const frontMatter = file?.data?.frontMatter ?? {};
    // A wrong value is reported at its line by the page rules; here it only means "no label".
    let status: ReturnType<typeof readOnMain> = null;
    let packages: string[] = [];
    try {
      status = readOnMain(frontMatter);
      packages = readOnMainPackages(frontMatter);
    } catch {
      return;
    }
    if (!status) return;
    const firstContent = tree.children.findIndex((node) => node.type !== 'yaml');
    const at = firstContent === -1 ? tree.children.length : firstContent;
    const importNode = defaultImportNode(COMPONENT, COMPONENT_SOURCE) as unknown as RootContent;
    tree.children.splice(at, 0, importNode, labelNode(status, packages));
  };
}
