// The scratch project of the known-issue reproductions that run the real CLI
// (scripts/check-examples/known-issues-lib/cli-project.mjs): its node_modules keeps commandkit,
// @commandkit/* and discord.js inside a node_modules folder, and assertNothingBundled() rejects a
// build output that holds code from outside the project. Fake workspaces; no CommandKit source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  assertNothingBundled,
  projectNodeModules,
} from '../../scripts/check-examples/known-issues-lib/cli-project.mjs';

function tempDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'cli-project-test-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A workspace laid out as the harness prepares it: packages/ linked into node_modules. */
function fakeWorkspace(root: string): string {
  write(join(root, 'packages', 'commandkit', 'dist', 'index.js'), 'export const kit = 1;\n');
  write(join(root, 'packages', 'tasks', 'dist', 'index.js'), 'export const tasks = 1;\n');
  write(join(root, 'node_modules', 'discord.js', 'src', 'index.js'), 'module.exports = {};\n');
  write(join(root, 'node_modules', 'picocolors', 'index.js'), 'module.exports = {};\n');
  write(join(root, 'node_modules', '@types', 'node', 'index.d.ts'), '\n');
  write(join(root, 'node_modules', 'commandkit-types', 'command.d.ts'), 'export {};\n');
  write(join(root, 'node_modules', '.package-lock.json'), '{}\n');
  symlinkSync('../packages/commandkit', join(root, 'node_modules', 'commandkit'));
  mkdirSync(join(root, 'node_modules', '@commandkit'));
  symlinkSync('../../packages/tasks', join(root, 'node_modules', '@commandkit', 'tasks'));
  return join(root, 'node_modules');
}

test('the libraries are hard-linked copies inside node_modules; other packages are links', (t) => {
  const dir = tempDir(t);
  const workspace = fakeWorkspace(join(dir, 'workspace'));
  const target = join(dir, 'project', 'node_modules');
  projectNodeModules(workspace, target);

  for (const name of ['commandkit', '@commandkit', '@commandkit/tasks', 'discord.js'])
    assert.ok(lstatSync(join(target, name)).isDirectory(), `${name} is a real folder`);
  const copied = statSync(join(target, 'commandkit', 'dist', 'index.js'));
  const original = statSync(join(dir, 'workspace', 'packages', 'commandkit', 'dist', 'index.js'));
  assert.equal(copied.ino, original.ino, 'commandkit files are hard links');
  assert.ok(lstatSync(join(target, 'picocolors')).isSymbolicLink());
  assert.ok(lstatSync(join(target, '@types')).isSymbolicLink());
  assert.ok(!readdirSync(target).includes('commandkit-types'), 'commandkit dev writes its own');
  assert.ok(!readdirSync(target).includes('.package-lock.json'));
});

test('an output of the project’s own modules passes', (t) => {
  const project = tempDir(t);
  write(
    join(project, 'dist', 'app', 'commands', 'ping.js'),
    'import { after } from "commandkit";\n\n//#region rolldown:runtime\n//#endregion\n//#region src/app/commands/ping.ts\nexport {};\n//#endregion\n',
  );
  write(
    join(project, 'dist', 'app', 'commands', 'ping.js.map'),
    JSON.stringify({ version: 3, sources: ['../../../src/app/commands/ping.ts'] }),
  );
  assertNothingBundled(project, join(project, 'dist'));
});

test('a bundled module from outside the project fails', (t) => {
  const project = join(tempDir(t), 'scratch');
  write(
    join(project, 'dist', 'app', 'commands', 'ping.js'),
    '//#region ../workspace/packages/commandkit/dist/chunk-A.js\nvar x;\n//#endregion\n//#region src/app/commands/ping.ts\n//#endregion\n',
  );
  assert.throws(
    () => assertNothingBundled(project, join(project, 'dist')),
    /bundled code from outside the project: \.\.\/workspace\/packages\/commandkit\/dist\/chunk-A\.js/,
  );
});

test('a source map naming a file in node_modules fails', (t) => {
  const project = tempDir(t);
  write(join(project, '.commandkit', 'app.js'), 'export {};\n');
  write(
    join(project, '.commandkit', 'app.js.map'),
    JSON.stringify({ version: 3, sources: ['../node_modules/commandkit/dist/index.js'] }),
  );
  assert.throws(
    () => assertNothingBundled(project, join(project, '.commandkit')),
    /node_modules\/commandkit\/dist\/index\.js/,
  );
});
