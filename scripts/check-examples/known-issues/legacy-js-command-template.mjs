// In a JavaScript project, `commandkit create legacy command <name>` writes a file that does not
// load: a TypeScript annotation in a .js file, and the command object exported as `command`
// instead of `data`. Source: packages/legacy/src/cli.ts:61 (`export const command`) and :69
// (`{ interaction }: SlashCommandProps`). Reproduced by running the plugin's template handler in
// a project without tsconfig.json, as the CLI does, and loading the file it writes.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export default async function reproduce(ctx) {
  mkdirSync(join(ctx.scratch, 'src', 'commands'), { recursive: true });
  const { legacy } = await ctx.import('@commandkit/legacy');
  const [, cli] = legacy();
  let template;
  await cli.activate({
    registerTemplate: (name, handler) => name === 'legacy' && (template = handler),
  });
  await template(['command', 'greet']);
  const file = join(ctx.scratch, 'src', 'commands', 'greet.js');
  if (!existsSync(file)) throw new Error(`the template wrote no ${file}`);
  const code = readFileSync(file, 'utf8');
  const check = await ctx.node(['--check', file]);
  const exportsCommand = /export const command\b/.test(code);
  // The workaround: remove the annotation and rename the export.
  const fixed = join(ctx.scratch, 'greet-fixed.mjs');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    fixed,
    code.replace(': SlashCommandProps', '').replace('export const command', 'export const data'),
  );
  const fixedModule = await import(`file://${fixed}`);
  return {
    reproduced: check.code !== 0 && exportsCommand,
    evidence: `node --check greet.js: ${check.code === 0 ? 'ok' : check.stderr.split('\n').find((l) => /SyntaxError/.test(l))}; exports ${exportsCommand ? '`command`' : '`data`'}`,
    workaroundWorks: typeof fixedModule.run === 'function' && fixedModule.data?.name === 'greet',
  };
}
