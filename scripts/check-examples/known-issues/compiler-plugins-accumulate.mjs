// In one `commandkit dev` session every rebuild adds the compiler plugins to the bundler again,
// and the earlier copies keep running: on the third build `transform` runs three times per file.
// Source: packages/commandkit/src/cli/build.ts:81 pushes a new plugin runtime into
// `config.rolldownPlugins`: the array defineConfig() puts in the config (config/config.ts:51),
// which loadConfigFile() keeps for the whole process (packages/commandkit/src/config/loader.ts:46). Reproduced by running the development
// build (buildApplication with the cached config, as cli/development.ts:22-28 does) three times.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertNothingBundled } from '../known-issues-lib/cli-project.mjs';

export default async function reproduce(ctx) {
  const project = ctx.scratch;
  mkdirSync(join(project, 'src', 'app', 'events', 'clientReady'), { recursive: true });
  writeFileSync(join(project, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(project, 'src', 'app.ts'), "export const marker: string = 'APP';\n");
  writeFileSync(
    join(project, 'src', 'app', 'events', 'clientReady', 'log.ts'),
    'export default () => {};\n',
  );
  writeFileSync(
    join(project, 'commandkit.config.mjs'),
    `import { CompilerPlugin } from ${JSON.stringify(ctx.require.resolve('commandkit/plugin'))};
import { defineConfig } from ${JSON.stringify(ctx.require.resolve('commandkit/config'))};
class Counter extends CompilerPlugin {
  name = 'counter';
  async transform({ code, id }) {
    if (id.endsWith('app.ts')) globalThis.appTransforms = (globalThis.appTransforms ?? 0) + 1;
    return null;
  }
}
export default defineConfig({ plugins: [new Counter({})] });
`,
  );
  const { loadConfigFile } = ctx.require(ctx.commandkitFile('dist/config/loader.js'));
  const { buildApplication } = ctx.require(ctx.commandkitFile('dist/cli/build.js'));
  const { isCompilerPlugin } = await ctx.import('commandkit/plugin');
  const perBuild = [];
  for (let build = 1; build <= 3; build++) {
    const config = await loadConfigFile(project);
    globalThis.appTransforms = 0;
    await buildApplication({
      configPath: project,
      isDev: true,
      plugins: config.plugins.flat(2).filter((p) => isCompilerPlugin(p)),
      rolldownPlugins: config.rolldownPlugins,
    });
    perBuild.push(globalThis.appTransforms);
  }
  assertNothingBundled(project, join(project, '.commandkit'));
  return {
    reproduced: perBuild[0] === 1 && perBuild[2] === 3,
    evidence: `transform() calls for src/app.ts on builds 1, 2, 3 of one process: ${perBuild.join(', ')}`,
  };
}
