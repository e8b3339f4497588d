// Names a TS/JS example uses but neither imports nor declares (`<Buton>` for `<Button>`): the
// example cannot run. One TypeScript program per page, without the standard library or any
// package: every import binds its names (modules are not resolved) and every global of Node is
// declared as `any`, so the only "Cannot find name" errors left are names the block never
// introduced. TypeScript's own did-you-mean (from the names in scope) is kept. Milliseconds per
// page; the type-check of examples against the library stays in `npm run check:examples`. Run by
// the page rules (src/mdx/pageRules.ts), so the build and check:mdx both fail such an example.
import ts from 'typescript';
import type { CodeBlock } from './code-blocks';
import type { PageProblem } from './problem';

/** "Cannot find name 'x'", "… Did you mean 'y'?", "… Do you need to install type definitions …". */
const UNDECLARED = new Set([2304, 2552, 2580, 2581, 2582, 2591, 2592, 2593]);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Type names of TypeScript's standard library that examples use without importing. */
const LIB_TYPES = [
  'Array',
  'ReadonlyArray',
  'Record',
  'Partial',
  'Required',
  'Readonly',
  'Pick',
  'Omit',
  'Exclude',
  'Extract',
  'NonNullable',
  'ReturnType',
  'Parameters',
  'InstanceType',
  'Awaited',
  'PromiseLike',
  'PropertyKey',
  'Iterable',
  'AsyncIterable',
  'Iterator',
  'AsyncIterator',
  'IterableIterator',
  'AsyncIterableIterator',
  'Generator',
  'AsyncGenerator',
  'ArrayLike',
  'TemplateStringsArray',
  'Uppercase',
  'Lowercase',
  'Capitalize',
  'Uncapitalize',
  'ThisType',
  'ConstructorParameters',
  'NoInfer',
  'Function',
  'CallableFunction',
  'NewableFunction',
  'Object',
  'String',
  'Number',
  'Boolean',
  'Symbol',
  'BigInt',
  'RegExp',
  'Date',
  'Error',
  'Promise',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'ReadonlyMap',
  'ReadonlySet',
  'JSX',
  'NodeJS',
];

/** Names every module of Node has (CommonJS and ES module scope). */
const MODULE_SCOPE = ['require', 'module', 'exports', '__dirname', '__filename', 'NodeJS'];

function globalsSource(): string {
  const values = new Set([...Object.getOwnPropertyNames(globalThis), ...MODULE_SCOPE]);
  const lines = [...values]
    .filter((name) => IDENTIFIER.test(name) && name !== 'globalThis')
    .map((name) => `declare var ${name}: any;`);
  for (const name of new Set([...LIB_TYPES, ...values]))
    if (IDENTIFIER.test(name) && /^[A-Z]/.test(name))
      lines.push(`type ${name}<A = any, B = any, C = any> = any;`);
  return lines.join('\n');
}

const GLOBALS_FILE = '/globals.d.ts';
let globals: ts.SourceFile | undefined;

const EXTENSION: Record<string, string> = {
  tsx: 'tsx',
  jsx: 'jsx',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  cjs: 'js',
};

/** Names used but never imported nor declared, at their line and column in the page. */
export function undeclaredNames(file: string, blocks: CodeBlock[]): PageProblem[] {
  globals ??= ts.createSourceFile(GLOBALS_FILE, globalsSource(), ts.ScriptTarget.Latest, true);
  const checked = blocks.filter((block) => !block.title?.endsWith('.d.ts'));
  const sources = new Map<string, { block: CodeBlock; source: ts.SourceFile }>();
  checked.forEach((block, index) => {
    const name = `/block${index}.${EXTENSION[block.lang] ?? 'ts'}`;
    const source = ts.createSourceFile(name, block.value, ts.ScriptTarget.Latest, true);
    sources.set(name, { block, source });
  });
  const host: ts.CompilerHost = {
    getSourceFile: (name) => (name === GLOBALS_FILE ? globals : sources.get(name)?.source),
    getDefaultLibFileName: () => '/no-lib.d.ts',
    writeFile: () => {},
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (name) => name === GLOBALS_FILE || sources.has(name),
    readFile: () => undefined,
  };
  const program = ts.createProgram({
    rootNames: [GLOBALS_FILE, ...sources.keys()],
    options: {
      noLib: true,
      noResolve: true,
      types: [],
      allowJs: true,
      checkJs: true,
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      moduleDetection: ts.ModuleDetectionKind.Force,
      noEmit: true,
    },
    host,
  });
  const problems: PageProblem[] = [];
  for (const { block, source } of sources.values()) {
    for (const diagnostic of program.getSemanticDiagnostics(source)) {
      if (!UNDECLARED.has(diagnostic.code) || diagnostic.start === undefined) continue;
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start);
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      const name = /'([^']+)'/.exec(text)?.[1] ?? '?';
      const suggestion = /Did you mean '([^']+)'\?/.exec(text)?.[1];
      problems.push({
        file,
        line: block.line + 1 + line,
        column: (block.column ?? 1) + character,
        message:
          `'${name}' is neither imported nor declared in this example, so it cannot run` +
          (suggestion ? `; did you mean '${suggestion}'?` : '') +
          ' (mark a deliberate fragment `partial`)',
      });
    }
  }
  return problems;
}
