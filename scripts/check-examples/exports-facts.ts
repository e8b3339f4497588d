// The public import paths of the built packages, what their runtime entries export, what their
// declarations declare, and the comparison with the facts files committed in api-notes.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { PACKAGES } from './prepare';
import { probeModules, type ModuleFacts } from './runtime-imports';

export const RUNTIME_EXPORTS_FILE = 'api-notes/1.x/.runtime-exports.json';
export const DECLARED_EXPORTS_FILE = 'api-notes/1.x/.declared-exports.json';
/** The same facts recorded from a build of CommandKit's main branch (for blocks marked `main`;
 * docgen reads the runtime one for main's API pages and "What changes on main"). */
export { MAIN_RUNTIME_EXPORTS_FILE } from '../docgen/main-model';
export const MAIN_DECLARED_EXPORTS_FILE = 'api-notes/main/.declared-exports.json';

interface PackageJson {
  name: string;
  private?: boolean;
  main?: string;
  exports?: Record<string, unknown>;
}

/** `commandkit`, `commandkit/ai`, `@commandkit/analytics/umami`, ...: every path a reader can import. */
export function publicImportPaths(root: string): string[] {
  const paths: string[] = [];
  for (const name of PACKAGES) {
    if (!existsSync(join(root, 'packages', name, 'package.json'))) continue; // workflow: main only
    const pkg = JSON.parse(
      readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'),
    ) as PackageJson;
    if (pkg.private) continue;
    if (!pkg.exports) {
      if (pkg.main) paths.push(pkg.name);
      continue;
    }
    for (const key of Object.keys(pkg.exports)) {
      if (key.includes('*') || key === './package.json') continue;
      paths.push(key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`);
    }
  }
  return paths.sort();
}

export type RuntimeExports = Record<string, { loads: boolean; error?: string; exports: string[] }>;

export function runtimeExportsOf(facts: Record<string, ModuleFacts>): RuntimeExports {
  const out: RuntimeExports = {};
  for (const path of Object.keys(facts).sort()) {
    const { loads, error, exports } = facts[path];
    out[path] = loads ? { loads, exports } : { loads, error, exports };
  }
  return out;
}

export function probeAll(root: string, extra: string[] = []): Record<string, ModuleFacts> {
  return probeModules(root, [...publicImportPaths(root), ...extra]);
}

/**
 * Differences between a committed runtime-exports file and the built packages (empty: current).
 * Error texts are not compared (they hold machine paths), only whether a path loads and its names.
 */
export function diffRuntimeExports(committed: RuntimeExports, actual: RuntimeExports): string[] {
  const diff: string[] = [];
  for (const path of Object.keys(actual)) {
    const want = actual[path];
    const have = committed[path];
    if (!have) {
      diff.push(
        `+ ${path}: missing from the file (loads: ${want.loads}, ${want.exports.length} exports)`,
      );
      continue;
    }
    if (have.loads !== want.loads) {
      diff.push(
        `~ ${path}: file says loads=${have.loads}, the build says loads=${want.loads}${want.error ? ` (${want.error})` : ''}`,
      );
    }
    const missing = want.exports.filter((name) => !have.exports.includes(name));
    const extra = have.exports.filter((name) => !want.exports.includes(name));
    if (missing.length)
      diff.push(`+ ${path}: exports missing from the file: ${missing.join(', ')}`);
    if (extra.length)
      diff.push(`- ${path}: the file lists names the build does not export: ${extra.join(', ')}`);
  }
  for (const path of Object.keys(committed)) {
    if (!actual[path] && !path.startsWith('@commandkit/') && !path.startsWith('commandkit'))
      continue;
    if (!actual[path])
      diff.push(`- ${path}: in the file but not a public import path of the build`);
  }
  return diff;
}

/** Every name (type or value) the declarations of each path export, as the template resolves them. */
export function declaredExports(
  root: string,
  options: ts.CompilerOptions,
  paths: string[],
): Record<string, string[]> {
  const file = join(root, `.declared-probe-${process.pid}.ts`);
  const source = paths
    .map((path, i) => `import * as m${i} from '${path}';\nexport { m${i} };`)
    .join('\n');
  writeFileSync(file, source);
  // Resolved through package.json `exports` ("types" conditions): what a path declares does not
  // depend on whether the template's moduleResolution can find it (typecheck reports that).
  const program = ts.createProgram({
    rootNames: [file],
    options: {
      ...options,
      noEmit: true,
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    },
  });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file)!;
  rmSync(file, { force: true });
  const out: Record<string, string[]> = {};
  let index = 0;
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const path = paths[index++];
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    out[path] = moduleSymbol
      ? checker
          .getExportsOfModule(moduleSymbol)
          .map((symbol) => symbol.name)
          .filter((name) => name !== 'default' && name !== '__esModule')
          .sort()
      : [];
  }
  return out;
}

export function readJsonIfExists<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

export function writePrettyJson(file: string, data: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}

export function diffDeclared(
  committed: Record<string, string[]>,
  actual: Record<string, string[]>,
): string[] {
  const diff: string[] = [];
  for (const path of new Set([...Object.keys(actual), ...Object.keys(committed)])) {
    const want = actual[path];
    const have = committed[path];
    if (!have) diff.push(`+ ${path}: missing from the file`);
    else if (!want) diff.push(`- ${path}: not a public import path of the build`);
    else {
      const missing = want.filter((n) => !have.includes(n));
      const extra = have.filter((n) => !want.includes(n));
      if (missing.length) diff.push(`+ ${path}: ${missing.join(', ')}`);
      if (extra.length) diff.push(`- ${path}: ${extra.join(', ')}`);
    }
  }
  return diff;
}
