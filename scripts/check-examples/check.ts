// One harness run over the pages: type-check, runtime imports, running, outcome per block.
import { resolve } from 'node:path';
import { typecheckBlocks } from '../content/typecheck';
import { checkBlockImports, importPathsOf } from './check-imports';
import { groupProjects, type DocBlock, type Page, type Project } from './extract';
import type { BlockResult, PageResult } from './report';
import { probeModules, type ModuleFacts } from './runtime-imports';
import { runProjects, type RunOutcome } from './run';
import { ignoredForJavaScript, typecheckProjects, type Diagnostic } from './typecheck';

export interface CheckContext {
  root: string;
  source: string;
  /** The docs site, whose node_modules hold commandkit@0.1.10 (for the 0.1.10 blocks). */
  siteRoot?: string;
  /** The build is of CommandKit's main branch: blocks marked `main` are checked too. */
  onMain?: boolean;
  /** Run the projects that compiled (off: type-check and imports only). */
  run?: boolean;
  log?: (line: string) => void;
}

/** The import lines of an API page, one project file per line. */
function importLineProject(pages: Page[]): Project | undefined {
  const blocks: DocBlock[] = [];
  for (const page of pages) {
    for (const block of page.blocks) {
      if (block.role !== 'imports') continue;
      block.value.split('\n').forEach((text, i) => {
        if (text.trim() === '') return;
        blocks.push({
          ...block,
          value: text,
          line: block.line + i,
          path: `src/imports/${blocks.length}.ts`,
          parent: block,
        } as DocBlock);
      });
    }
  }
  return blocks.length ? { page: pages[0], id: 'import-lines', blocks } : undefined;
}

const parentOf = (block: DocBlock): DocBlock =>
  (block as DocBlock & { parent?: DocBlock }).parent ?? block;

export async function checkPages(allPages: Page[], context: CheckContext): Promise<PageResult[]> {
  const log = context.log ?? (() => {});
  // Against a release, main-only blocks are left out (reported as skipped).
  const mainOnly = new Set(
    context.onMain ? [] : allPages.flatMap((page) => page.blocks.filter((b) => b.mainOnly)),
  );
  const pages = allPages.map((page) => ({
    ...page,
    blocks: page.blocks.filter((block) => !mainOnly.has(block)),
  }));
  const projects = pages.flatMap(groupProjects);
  const lines = importLineProject(pages);
  log(
    `type-checking ${projects.length} projects${lines ? ` and ${lines.blocks.length} import lines` : ''}`,
  );
  const diagnostics: Diagnostic[] = typecheckProjects(
    lines ? [...projects, lines] : projects,
    context,
  );
  const failuresOf = new Map<DocBlock, { line: number; message: string }[]>();
  const fail = (block: DocBlock, line: number, message: string) =>
    failuresOf.set(block, [...(failuresOf.get(block) ?? []), { line, message }]);
  for (const d of diagnostics) fail(parentOf(d.block), d.line, d.message);

  const v0 = pages.flatMap((page) => page.blocks.filter((b) => b.role === 'v0' && !b.partial));
  if (v0.length) {
    log(`type-checking ${v0.length} 0.1.10 blocks against commandkit@0.1.10`);
    for (const f of typecheckBlocks(v0, { projectRoot: resolve(context.siteRoot ?? '.') })) {
      const code = Number(/^TS(\d+):/.exec(f.message)?.[1]);
      if (ignoredForJavaScript(f.block.lang, code)) continue;
      fail(f.block as DocBlock, f.line, `(0.1.10) ${f.message}`);
    }
  }

  const checked = pages.flatMap((page) =>
    page.blocks.filter((b) => (b.role === 'example' || b.role === 'imports') && !b.partial),
  );
  const facts: Record<string, ModuleFacts> = probeModules(context.root, importPathsOf(checked));
  log(`probed ${Object.keys(facts).length} import paths`);
  for (const block of checked)
    for (const f of checkBlockImports(block, facts)) fail(block, f.line, f.message);

  const runs: Map<DocBlock, RunOutcome> = context.run
    ? await runProjects(projects, new Set(failuresOf.keys()), context)
    : new Map();

  return allPages.map((page) => ({
    page,
    blocks: page.blocks.map((block): BlockResult => {
      if (mainOnly.has(block))
        return {
          block,
          outcome: 'skipped',
          note: 'main only (run with --source <main>)',
          failures: [],
        };
      const failures = failuresOf.get(block) ?? [];
      const run = runs.get(block);
      if (run?.outcome === 'failed')
        failures.push({ line: block.line, message: `(run) ${run.note}` });
      if (block.preview && !block.partial && (!run || run.outcome === 'failed' || !run.payload)) {
        failures.push({
          line: block.line,
          message: `(preview "${block.preview}") no payload: ${run?.note ?? 'the block was not run'}`,
        });
      }
      if (failures.length) return { block, outcome: 'failed', failures };
      if (block.partial) return { block, outcome: 'partial', failures };
      if (block.role === 'signature')
        return { block, outcome: 'skipped', note: 'declaration signature', failures };
      if (block.role === 'imports')
        return { block, outcome: 'compiled', note: 'import lines', failures };
      if (block.needsDiscord)
        return { block, outcome: 'needs-discord', note: 'meta says needs-discord', failures };
      if (run)
        return { block, outcome: run.outcome, note: run.note, payload: run.payload, failures };
      return { block, outcome: 'compiled', failures };
    }),
  }));
}
