// Runs one known-issue reproduction (scripts/check-examples/known-issues/<id>.mjs) in a Node
// process of its own, inside the prepared CommandKit 1.2.0 workspace (started by known-issues.ts).
// argv: <reproduction file> <prepared root> <commandkit source> <scratch dir>
// Prints `@@KNOWN-ISSUE@@` followed by the JSON result: { reproduced, evidence } or { skipped }.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [file, root, source, scratch] = process.argv.slice(2);
const require = createRequire(join(root, 'package.json'));
// ESM resolution (with the `import` condition) from inside the workspace.
const importer = join(root, '.known-issue-import.mjs');
writeFileSync(importer, 'export default (specifier) => import(specifier);\n');
const importFromRoot = (await import(pathToFileURL(importer).href)).default;

/** What a reproduction receives. */
const ctx = {
  /** The prepared workspace (node_modules with the built 1.2.0 packages). */
  root,
  /** The CommandKit source checkout the packages were built from. */
  source,
  /** An empty folder of this run; also the working directory. */
  scratch,
  /** `require` as a file of the workspace would see it. */
  require,
  /** Node's ESM `import` of a package path, resolved from the workspace. */
  import: (specifier) => importFromRoot(specifier),
  /** Absolute path of a file inside the built `commandkit` package (`dist/...`). */
  commandkitFile: (relative) => join(root, 'node_modules', 'commandkit', relative),
  /** Runs `node <args>` (this Node) and resolves with its exit code and output. */
  node: (args, options = {}) =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        args,
        { cwd: scratch, timeout: 120_000, maxBuffer: 16 * 1024 * 1024, ...options },
        (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }),
      );
    }),
};

let result;
try {
  const reproduction = await import(pathToFileURL(file).href);
  result = await reproduction.default(ctx);
} catch (error) {
  result = { error: String(error?.stack ?? error) };
}
process.stdout.write(`\n@@KNOWN-ISSUE@@${JSON.stringify(result)}\n`);
process.exit(0);
