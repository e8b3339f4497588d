// What each entry point of the 1.x packages exports when it runs. The `.d.ts` files are not the
// truth of an import: the runtime entry is. Root `.cjs` files of a package are read statement by
// statement (the `require` destructures, local functions, and the `module.exports` object); an
// entry that points into `dist/` exports the value (non-type) exports of the source module that
// compiles to it, which the TypeScript program already knows. Nothing is executed.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { mapToSource, readPackageJson } from './source';

export interface RuntimeEntry {
  loads: boolean;
  error?: string;
  exports: string[];
}
export type RuntimeExports = Record<string, RuntimeEntry>;

export interface RuntimeEntryPoint {
  specifier: string;
  /** Absolute path of the file Node loads for the specifier. */
  file: string;
}

/** The runtime condition of one `exports` value: `require`, else `import`, else `default`. */
function runtimeTarget(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of ['require', 'node', 'import', 'default']) {
      const found = key in obj ? runtimeTarget(obj[key]) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/** A package's entry points with the files Node runs for them (package.json `exports`, else `main`). */
export function runtimeEntryPoints(pkgDir: string): RuntimeEntryPoint[] {
  const pkg = readPackageJson(pkgDir);
  const npmName = String(pkg.name);
  const out: RuntimeEntryPoint[] = [];
  const add = (key: string, target: string | undefined) => {
    if (!target) return;
    const specifier = key === '.' ? npmName : `${npmName}/${key.replace(/^\.\//, '')}`;
    out.push({ specifier, file: path.resolve(pkgDir, target) });
  };
  const exportsField = pkg.exports;
  if (typeof exportsField === 'string') add('.', exportsField);
  else if (exportsField && typeof exportsField === 'object') {
    const keys = Object.keys(exportsField);
    if (keys.every((k) => !k.startsWith('.'))) add('.', runtimeTarget(exportsField));
    else
      for (const key of keys) {
        if (key.includes('*') || key === './package.json') continue;
        add(key, runtimeTarget((exportsField as Record<string, unknown>)[key]));
      }
  } else if (typeof pkg.main === 'string') add('.', pkg.main);
  return out;
}

/** The TypeScript sources the runtime entries compile from (to add to the program's roots). */
export function runtimeSourceFiles(pkgDirs: string[]): string[] {
  const files = new Set<string>();
  for (const dir of pkgDirs) {
    for (const e of runtimeEntryPoints(dir)) {
      if (isInDist(dir, e.file)) {
        const src = mapToSource(dir, e.file);
        if (src) files.add(src);
      } else if (e.file.endsWith('.cjs') && existsSync(e.file)) {
        for (const spec of requiredSpecifiers(readFileSync(e.file, 'utf8'))) {
          if (!spec.startsWith('.')) continue;
          const src = mapToSource(dir, path.resolve(path.dirname(e.file), spec));
          if (src) files.add(src);
        }
      }
    }
  }
  return [...files].sort();
}

function isInDist(pkgDir: string, file: string): boolean {
  const rel = path.relative(pkgDir, file).split(path.sep).join('/');
  return rel.startsWith('dist/');
}

function requireCall(node: ts.Node | undefined): string | undefined {
  if (
    node &&
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'require' &&
    node.arguments.length === 1 &&
    ts.isStringLiteral(node.arguments[0])
  )
    return node.arguments[0].text;
  return undefined;
}

function requiredSpecifiers(code: string): string[] {
  const sf = ts.createSourceFile('entry.cjs', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    const spec = requireCall(n);
    if (spec) out.push(spec);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Names that exist in every CommonJS module without a declaration. */
const MODULE_SCOPE = new Set(['require', 'module', 'exports', '__filename', '__dirname']);
const isGlobal = (name: string) => MODULE_SCOPE.has(name) || name in globalThis;

/** A CommonJS syntax check: compiles the file inside Node's module wrapper without running it. */
function syntaxError(code: string, file: string): string | undefined {
  try {
    new vm.Script(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
      filename: file,
    });
    return undefined;
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

interface Local {
  /** Where the binding's value comes from: a required module and the property read from it. */
  from?: { spec: string; name: string };
}

export class RuntimeReader {
  private readonly cache = new Map<string, RuntimeEntry>();
  private readonly entriesBySpecifier = new Map<string, { pkgDir: string; file: string }>();

  constructor(
    private readonly program: ts.Program,
    pkgDirs: string[],
  ) {
    for (const dir of pkgDirs)
      for (const e of runtimeEntryPoints(dir))
        this.entriesBySpecifier.set(e.specifier, { pkgDir: dir, file: e.file });
  }

  /** Every known entry point, sorted by specifier. */
  all(): RuntimeExports {
    const out: RuntimeExports = {};
    for (const spec of [...this.entriesBySpecifier.keys()].sort()) out[spec] = this.entry(spec)!;
    return out;
  }

  /** One entry point by import specifier (undefined for packages outside the list). */
  entry(specifier: string): RuntimeEntry | undefined {
    const e = this.entriesBySpecifier.get(specifier);
    if (!e) return undefined;
    return this.file(e.pkgDir, e.file);
  }

  private file(pkgDir: string, file: string): RuntimeEntry {
    const cached = this.cache.get(file);
    if (cached) return cached;
    // A require cycle would recurse; assume the module loads while it is being read.
    this.cache.set(file, { loads: true, exports: [] });
    const result = file.endsWith('.cjs')
      ? this.cjsFile(pkgDir, file)
      : this.compiledFile(pkgDir, file);
    result.exports = [...new Set(result.exports)].sort();
    this.cache.set(file, result);
    return result;
  }

  /** A module compiled from TypeScript: the value exports of its source. */
  private compiledFile(pkgDir: string, file: string): RuntimeEntry {
    const src = mapToSource(pkgDir, file);
    const sf = src ? this.program.getSourceFile(src) : undefined;
    if (!sf) return { loads: false, error: `Error: Cannot find module '${file}'`, exports: [] };
    return { loads: true, exports: this.valueExports(sf) };
  }

  private valueExports(sf: ts.SourceFile): string[] {
    const checker = this.program.getTypeChecker();
    const moduleSymbol = checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) return [];
    const out: string[] = [];
    for (const s of checker.getExportsOfModule(moduleSymbol)) {
      const spec = s.declarations?.find(ts.isExportSpecifier);
      if (spec && (spec.isTypeOnly || spec.parent.parent.isTypeOnly)) continue;
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      const decls = target.declarations ?? [];
      if (decls.length === 0) continue; // re-export of a name its module does not have
      if (target.flags & ts.SymbolFlags.Value && !decls.every((d) => isAmbientOnly(d)))
        out.push(s.name);
    }
    return out;
  }

  /** What `require(spec)` gives inside `fromFile`. */
  private required(pkgDir: string, fromFile: string, spec: string): RuntimeEntry | undefined {
    if (spec.startsWith('.')) {
      const abs = path.resolve(path.dirname(fromFile), spec);
      return this.file(pkgDir, abs.endsWith('.cjs') ? abs : abs);
    }
    return this.entry(spec);
  }

  private cjsFile(pkgDir: string, file: string): RuntimeEntry {
    // An `exports` target that the package does not ship (main's `commandkit/cli` -> `cli.cjs`).
    if (!existsSync(file))
      return {
        loads: false,
        error: `Error: Cannot find module '${path.relative(pkgDir, file)}' (not in the package)`,
        exports: [],
      };
    const code = readFileSync(file, 'utf8');
    const bad = syntaxError(code, file);
    if (bad) return { loads: false, error: bad, exports: [] };
    const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const locals = new Map<string, Local>();
    const exported: string[] = [];
    const fail = (error: string): RuntimeEntry => ({ loads: false, error, exports: [] });
    /** The value of an identifier at run time: missing binding -> ReferenceError. */
    const valueOf = (name: string): { error?: string; defined: boolean } => {
      const local = locals.get(name);
      if (!local) {
        return isGlobal(name)
          ? { defined: true }
          : { error: `ReferenceError: ${name} is not defined`, defined: false };
      }
      if (!local.from) return { defined: true };
      const mod = this.required(pkgDir, file, local.from.spec);
      return { defined: !mod || mod.exports.includes(local.from.name) };
    };
    for (const stmt of sf.statements) {
      if (ts.isVariableStatement(stmt)) {
        for (const d of stmt.declarationList.declarations) {
          const spec = requireCall(d.initializer);
          if (spec) {
            const mod = this.required(pkgDir, file, spec);
            if (mod && !mod.loads) return fail(mod.error ?? `Error: ${spec} fails to load`);
          }
          if (ts.isObjectBindingPattern(d.name)) {
            for (const el of d.name.elements) {
              if (!ts.isIdentifier(el.name)) continue;
              const prop =
                el.propertyName && ts.isIdentifier(el.propertyName)
                  ? el.propertyName.text
                  : el.name.text;
              locals.set(el.name.text, spec ? { from: { spec, name: prop } } : {});
            }
          } else if (ts.isIdentifier(d.name)) locals.set(d.name.text, {});
        }
      } else if ((ts.isFunctionDeclaration(stmt) || ts.isClassDeclaration(stmt)) && stmt.name) {
        locals.set(stmt.name.text, {});
      }
    }
    for (const stmt of sf.statements) {
      if (!ts.isExpressionStatement(stmt) || !ts.isBinaryExpression(stmt.expression)) continue;
      const { left, right, operatorToken } = stmt.expression;
      if (operatorToken.kind !== ts.SyntaxKind.EqualsToken) continue;
      const target = left.getText(sf);
      if (target === 'module.exports') {
        const spec = requireCall(right);
        if (spec) {
          const mod = this.required(pkgDir, file, spec);
          if (mod && !mod.loads) return fail(mod.error ?? `Error: ${spec} fails to load`);
          exported.length = 0;
          exported.push(...(mod?.exports ?? []));
        } else if (ts.isObjectLiteralExpression(right)) {
          exported.length = 0;
          for (const p of right.properties) {
            if (ts.isShorthandPropertyAssignment(p)) {
              const v = valueOf(p.name.text);
              if (v.error) return fail(v.error);
              if (v.defined) exported.push(p.name.text);
            } else if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) {
              if (ts.isIdentifier(p.initializer)) {
                const v = valueOf(p.initializer.text);
                if (v.error) return fail(v.error);
                if (!v.defined) continue;
              }
              exported.push(p.name.text);
            } else if (ts.isMethodDeclaration(p) && ts.isIdentifier(p.name)) {
              exported.push(p.name.text);
            }
          }
        }
      } else {
        const m = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/.exec(target);
        if (m) exported.push(m[1]);
      }
    }
    return { loads: true, exports: exported };
  }
}

/** A `declare` in a TypeScript source file compiles to nothing (declaration files only describe). */
function isAmbientOnly(d: ts.Declaration): boolean {
  return (
    !d.getSourceFile().isDeclarationFile &&
    ts.canHaveModifiers(d) &&
    (ts.getModifiers(d) ?? []).some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)
  );
}

/** The runtime exports of these packages, as written to `.runtime-exports.json`. */
export function readRuntimeExports(program: ts.Program, pkgDirs: string[]): RuntimeExports {
  return new RuntimeReader(program, pkgDirs).all();
}

export function runtimeExportsJson(runtime: RuntimeExports): string {
  return `${JSON.stringify(runtime, null, 2)}\n`;
}

/**
 * 0.1.10: what the installed package really exports, by loading it (its `dist/index.d.ts` sits
 * in the package). Undefined for a declaration file outside a package (test fixtures).
 */
export function installedRuntimeExports(declarationFile: string): RuntimeExports | undefined {
  const packageDir = path.dirname(path.dirname(declarationFile));
  if (!existsSync(path.join(packageDir, 'package.json'))) return undefined;
  const exported = Object.keys(createRequire(declarationFile)(packageDir) as object).sort();
  return { commandkit: { loads: true, exports: exported } };
}
