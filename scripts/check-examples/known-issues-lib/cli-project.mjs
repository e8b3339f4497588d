// A scratch CommandKit project for reproductions that run the real CLI: the prepared build's
// node_modules linked in, an ES module package.json, and a `write(path, text)` for its files.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function cliProject(ctx) {
  const project = ctx.scratch;
  const write = (path, text) => {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  };
  symlinkSync(join(ctx.root, 'node_modules'), join(project, 'node_modules'));
  write('package.json', '{ "type": "module" }\n');
  return { project, cli: ctx.commandkitFile('bin/index.mjs'), write };
}
