// What a block imports from CommandKit, and what those import paths export when the built
// package is really loaded (`require` of the entry, and Node's ESM import of it, which is how
// a CommandKit app built by the CLI, ESM output, sees them).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { exampleNode } from './prepare';

export const COMMANDKIT_IMPORT = /^(commandkit|@commandkit\/[\w-]+)(\/[\w./-]+)?$/;

export interface ImportedName {
  /** The exported name (`a` in `import { a as b }`). */
  name: string;
  typeOnly: boolean;
  /** 0-based line and column in the block. */
  line: number;
  column: number;
}

export interface ImportUse {
  path: string;
  names: ImportedName[];
  line: number;
  column: number;
  /** `import type {…}` / `export type {…}`: TypeScript removes it, so nothing loads at runtime. */
  erased: boolean;
}

const scriptKind = (lang: string) =>
  lang === 'tsx'
    ? ts.ScriptKind.TSX
    : lang === 'jsx'
      ? ts.ScriptKind.JSX
      : /^(js|javascript|mjs|cjs)$/.test(lang)
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;

/** Every import/re-export/require of a `commandkit` or `@commandkit/*` path in a block. */
export function collectImports(code: string, lang = 'ts'): ImportUse[] {
  const file = ts.createSourceFile(
    'block.tsx',
    code,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(lang),
  );
  const uses: ImportUse[] = [];
  const placeOf = (node: ts.Node) => {
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return { line, column: character };
  };
  const add = (path: string, node: ts.Node, names: ImportedName[], erased = false) => {
    if (COMMANDKIT_IMPORT.test(path)) uses.push({ path, names, ...placeOf(node), erased });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: ImportedName[] = [];
      const bindings = clause?.namedBindings;
      if (clause && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          names.push({
            name: (element.propertyName ?? element.name).text,
            typeOnly: clause.isTypeOnly || element.isTypeOnly,
            ...placeOf(element),
          });
        }
      }
      add(node.moduleSpecifier.text, node, names, Boolean(clause?.isTypeOnly));
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const names: ImportedName[] = [];
      if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) {
          names.push({
            name: (element.propertyName ?? element.name).text,
            typeOnly: node.isTypeOnly || element.isTypeOnly,
            ...placeOf(element),
          });
        }
      }
      add(node.moduleSpecifier.text, node, names, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0]) &&
      ((ts.isIdentifier(node.expression) && node.expression.text === 'require') ||
        node.expression.kind === ts.SyntaxKind.ImportKeyword)
    ) {
      const names: ImportedName[] = [];
      const parent = node.parent;
      if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
        for (const element of parent.name.elements) {
          const key = element.propertyName ?? element.name;
          if (ts.isIdentifier(key))
            names.push({ name: key.text, typeOnly: false, ...placeOf(element) });
        }
      }
      add(node.arguments[0].text, node, names);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}

export interface ModuleFacts {
  loads: boolean;
  error?: string;
  /** `Object.keys(require(path))`, sorted (for an import-only path: the ESM namespace's names). */
  exports: string[];
  /** The names Node's ESM loader gives `import { … } from path` (absent when it does not load). */
  esmExports?: string[];
  /** `require` refuses the path (an `import`-only export condition); only `import` loads it. */
  importOnly?: boolean;
}

const PROBE = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const require = createRequire(process.cwd() + '/package.json');
const paths = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const out = {};
const message = (e) => (e && e.name ? e.name + ': ' : '') + String(e && e.message ? e.message : e).split('\\n')[0];
for (const path of paths) {
  const facts = { loads: false, exports: [] };
  try {
    const loaded = require(path);
    facts.exports = Object.keys(loaded).filter((k) => loaded[k] !== undefined).sort();
    facts.loads = true;
  } catch (e) {
    facts.error = message(e);
    if (e && (e.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' || e.code === 'ERR_REQUIRE_ESM')) facts.importOnly = true;
  }
  try {
    const ns = await import(path);
    facts.esmExports = Object.keys(ns)
      .filter((k) => k !== 'default' && k !== 'module.exports' && k !== '__esModule' && ns[k] !== undefined)
      .sort();
    if (facts.importOnly) {
      facts.loads = true;
      facts.exports = facts.esmExports;
    }
  } catch (e) {
    if (facts.importOnly) facts.error += ' / import: ' + message(e);
  }
  out[path] = facts;
}
process.stdout.write(JSON.stringify(out));
process.exit(0);
`;

/** Loads each path in a fresh Node process in the prepared project and reports what it exports. */
export function probeModules(root: string, paths: string[]): Record<string, ModuleFacts> {
  const script = join(root, `.probe-${process.pid}.mjs`);
  const list = join(root, `.probe-paths-${process.pid}.json`);
  writeFileSync(script, PROBE);
  writeFileSync(list, JSON.stringify([...new Set(paths)].sort()));
  const stdout = execFileSync(exampleNode(root), [script, list], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  rmSync(script, { force: true });
  rmSync(list, { force: true });
  return JSON.parse(stdout) as Record<string, ModuleFacts>;
}
