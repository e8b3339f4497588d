// Whether a committed 1.x page is current. Its stamp only proves nobody edited it by hand; a note
// changed since the last `npm run docgen` leaves a correctly stamped page out of date. The fresh
// text is what rendering the committed model (api-notes/1.x/.model.json) with the notes gives, so
// this needs no CommandKit checkout.
import { V1 } from './config';
import { DocgenError } from './model';
import { collectFromModel } from './render-model';
import { STAMP_PREFIX } from './stamp';

const RERUN =
  'run `npm run docgen -- --version 1.x` (renders from the committed model, no checkout)';
const rendered = new Map<string, Map<string, string> | DocgenError>();

function renderedPages(siteDir: string): Map<string, string> | DocgenError {
  let pages = rendered.get(siteDir);
  if (!pages) {
    try {
      pages = collectFromModel({ version: '1.x', siteRoot: siteDir }).files;
    } catch (error) {
      if (!(error instanceof DocgenError)) throw error;
      pages = error;
    }
    rendered.set(siteDir, pages);
  }
  return pages;
}

/** The first line where two texts differ, not counting the content stamp (it differs with any change). */
function firstDifferentLine(text: string, fresh: string): number {
  const a = text.split('\n');
  const b = fresh.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i]?.startsWith(STAMP_PREFIX) && b[i]?.startsWith(STAMP_PREFIX)) continue;
    if (a[i] !== b[i]) return i + 1;
  }
  return 1;
}

/** For a 1.x API page (path relative to the site) that a fresh render would change: where and why. */
export function staleProblem(
  text: string,
  relFile: string,
  siteDir: string,
): { line: number; message: string } | undefined {
  const root = `${V1.outDir}/`;
  if (!relFile.startsWith(root)) return undefined;
  const pages = renderedPages(siteDir);
  if (pages instanceof DocgenError)
    return { line: 1, message: `cannot render the API reference: ${pages.message}` };
  const fresh = pages.get(relFile.slice(root.length));
  if (fresh === undefined)
    return { line: 1, message: `generated page that the model no longer gives; ${RERUN}` };
  if (fresh === text) return undefined;
  return {
    line: firstDifferentLine(text, fresh),
    message: `generated page is out of date (its notes or the model changed since it was rendered); ${RERUN}`,
  };
}
