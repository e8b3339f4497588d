// Type-checks the example projects against the built CommandKit with the compiler options of
// the official TypeScript template (create-commandkit). Each project is its own program, so
// one page's files never see another's; a shared compiler host parses the library
// declarations (discord.js, commandkit) once for all of them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import type { DocBlock, Project } from './extract';

export interface Diagnostic {
  block: DocBlock;
  /** 1-based line in the Markdown file. */
  line: number;
  message: string;
}

const TEMPLATE_TSCONFIG = 'packages/create-commandkit/templates/TypeScript/tsconfig.json';

/** The compiler options of the official TypeScript template, for a project folder. */
/** On main the templates left create-commandkit for examples/ (create-commandkit fetches them). */
const MAIN_TEMPLATE_TSCONFIG = 'examples/basic-ts/tsconfig.json';

/** The TypeScript template's tsconfig.json in a checkout (1.2.0's place, else main's). */
export function templateTsconfigFile(source: string): string {
  const release = join(source, TEMPLATE_TSCONFIG);
  return existsSync(release) ? release : join(source, MAIN_TEMPLATE_TSCONFIG);
}

export function templateOptions(source: string, projectDir: string): ts.CompilerOptions {
  const json = JSON.parse(readFileSync(templateTsconfigFile(source), 'utf8'));
  const parsed = ts.convertCompilerOptionsFromJson(json.compilerOptions, projectDir);
  if (parsed.errors.length) {
    throw new Error(
      parsed.errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'),
    );
  }
  // JavaScript examples are checked as strictly as TypeScript ones (the template leaves JS unchecked).
  return { ...parsed.options, checkJs: true, noEmit: true };
}

/** A compiler host that keeps every parsed declaration file outside the projects. */
export function createCachingHost(
  options: ts.CompilerOptions,
  projectsDir: string,
): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const cache = new Map<string, ts.SourceFile | undefined>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (fileName.startsWith(projectsDir))
      return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}|${typeof languageVersion === 'object' ? JSON.stringify(languageVersion) : languageVersion}`;
    if (!cache.has(key))
      cache.set(key, getSourceFile(fileName, languageVersion, onError, shouldCreate));
    return cache.get(key);
  };
  return host;
}

/**
 * The JavaScript template does not type-check (no `checkJs`) and `commandkit build` never checks
 * JavaScript, so a JavaScript block fails only where its reader would: a module that cannot be
 * found. Its imports and its run are checked as for TypeScript.
 */
const JS_FATAL_CODES = new Set([2307]);
export const isJavaScript = (lang: string) => /^(js|jsx|javascript|mjs|cjs)$/.test(lang);
export const ignoredForJavaScript = (lang: string, code: number) =>
  isJavaScript(lang) && !JS_FATAL_CODES.has(code);

const NODE10_EXPORTS = /could not be resolved under your current 'moduleResolution' setting/;

function format(diagnostic: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n');
  let message = `TS${diagnostic.code}: ${text[0]}`;
  if (NODE10_EXPORTS.test(text.join(' '))) {
    // The template's `"moduleResolution": "Node"` ignores package.json `exports` subpaths.
    message +=
      ' [the template tsconfig\'s moduleResolution "Node" does not read package "exports"]';
  }
  return message;
}

export interface TypecheckContext {
  /** The prepared CommandKit scratch project. */
  root: string;
  /** The CommandKit source checkout (for the template's tsconfig). */
  source: string;
}

/** Writes a project's files into `dir` and returns file path → block. */
/**
 * `declare module` shims for the package subpaths that only `exports` declares, as the known-issues
 * page (#exports-only-subpaths) tells readers whose template resolves modules the "Node" way to
 * add. The API pages and the guide pages whose box links that entry state the issue, so their
 * examples are checked with the workaround in place.
 */
function exportsOnlySubpathShims(root: string): string {
  const scope = join(root, 'node_modules', '@commandkit');
  const shims: string[] = [];
  for (const name of readdirSync(scope)) {
    const packageDir = join(scope, name);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      exports?: Record<string, { types?: string } | string>;
    };
    for (const [key, target] of Object.entries(manifest.exports ?? {})) {
      if (!key.startsWith('./') || typeof target !== 'object' || !target.types) continue;
      const subpath = key.slice(2);
      const foundByNode10 = [`${subpath}.d.ts`, `${subpath}/index.d.ts`, `${subpath}/package.json`];
      if (foundByNode10.some((file) => existsSync(join(packageDir, file)))) continue;
      const types = target.types.replace(/^\.\//, '').replace(/\.d\.ts$/, '');
      shims.push(
        `declare module '@commandkit/${name}/${subpath}' {\n  export * from '@commandkit/${name}/${types}';\n}`,
      );
    }
  }
  return `${shims.join('\n')}\n`;
}

const isApiPage = (block: DocBlock) => /(^|\/)docs\/api-reference\//.test(block.file);

/** Guide pages whose "Known issue in 1.2.0" box sends readers to that declaration file. */
const linksSubpathWorkaround = (block: DocBlock) =>
  existsSync(block.file) &&
  readFileSync(block.file, 'utf8').includes(
    '/docs/guide/advanced/known-issues#exports-only-subpaths',
  );

function writeProject(dir: string, root: string, blocks: DocBlock[]): Map<string, DocBlock> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = new Map<string, DocBlock>();
  for (const block of blocks) {
    const file = join(dir, block.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, block.value);
    files.set(file, block);
  }
  const typesIndex = relative(dir, join(root, 'node_modules', 'commandkit-types', 'index.d.ts'));
  const shims = blocks.some((b) => isApiPage(b) || linksSubpathWorkaround(b))
    ? exportsOnlySubpathShims(root)
    : '';
  writeFileSync(
    join(dir, 'commandkit-env.d.ts'),
    `/// <reference path="${typesIndex}" />\n${shims}`,
  );
  return files;
}

/** Compiles each project; returns the diagnostics that point into a block (deduplicated). */
export function typecheckProjects(projects: Project[], context: TypecheckContext): Diagnostic[] {
  const projectsDir = join(context.root, `.check-${process.pid}`);
  const options = templateOptions(context.source, projectsDir);
  const host = createCachingHost(options, projectsDir);
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  projects.forEach((project, index) => {
    const dir = join(projectsDir, String(index));
    const files = writeProject(dir, context.root, project.blocks);
    // `bundler` in a block's meta: the page tells readers to set "moduleResolution": "Bundler"
    // (packages such as `workflow` publish their subpaths through `exports` only).
    const bundler = project.blocks.some((b) => /(^|\s)bundler(\s|$)/.test(b.meta));
    const program = ts.createProgram({
      rootNames: [...files.keys(), join(dir, 'commandkit-env.d.ts')],
      options: {
        ...templateOptions(context.source, dir),
        ...(bundler ? { moduleResolution: ts.ModuleResolutionKind.Bundler } : {}),
      },
      host,
    });
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...[...files.keys()].flatMap((file) => {
        const sourceFile = program.getSourceFile(file);
        return sourceFile
          ? [
              ...program.getSyntacticDiagnostics(sourceFile),
              ...program.getSemanticDiagnostics(sourceFile),
            ]
          : [];
      }),
    ];
    for (const diagnostic of diagnostics) {
      const block = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
      if (block && ignoredForJavaScript(block.lang, diagnostic.code)) continue;
      let line = project.blocks[0].line;
      if (block && diagnostic.file) {
        line =
          block.line +
          1 +
          diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
      }
      const entry: Diagnostic = {
        block: block ?? project.blocks[0],
        line,
        message: block ? format(diagnostic) : `(project) ${format(diagnostic)}`,
      };
      const key = `${entry.block.file}:${entry.line}:${entry.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(entry);
    }
  });
  rmSync(projectsDir, { recursive: true, force: true });
  return out;
}
