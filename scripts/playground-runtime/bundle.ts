// Builds the playground's browser runtime (static/playground/runtime.js) from a CommandKit
// checkout: CommandKit's JSX components and runtime from its source, discord.js' builders and
// MessagePayload from the prepared 1.2.0 workspace (the example harness' prepare step), sucrase from
// the site, and the small stand-ins in ./browser/stand-ins. Writes the stamp
// src/components/Playground/runtime.json. See ./README.md.
//   npm run playground:bundle -- --source <commandkit checkout> [--check]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
import { gzipSync } from 'node:zlib';
import { analyzeMetafile, build, type Plugin } from 'esbuild';
import { prepareCommandKit } from '../check-examples/prepare';
import {
  RUNTIME_FILE,
  SANDBOX_FILE,
  STAMP_FILE,
  bodyHash,
  inputsHash,
  sandboxHash,
  stampHeader,
  type RuntimeStamp,
} from './stamp';

const SITE = resolve(HERE, '../..');
const BROWSER = join(HERE, 'browser');
const STAND_INS = join(BROWSER, 'stand-ins');
/** Imports the playground's code can make, besides what discord.js' index exports. */
const FROM_FACTS = ['commandkit', 'commandkit/jsx-runtime'];
/**
 * discord.js modules that its message modules load only to test `instanceof` against objects that
 * come from Discord (a Message, a Webhook …); each brings dozens of client modules with it.
 */
const STRUCTURES_NOT_BUNDLED =
  /\/discord\.js\/src\/(structures\/(Attachment|GuildChannel|SKU|Invite|GuildTemplate|Webhook|User|GuildMember|Message|InteractionWebhook)|client\/WebhookClient|managers\/MessageManager)(\.js)?$/;
/** Node built-ins and packages discord.js' message modules load, and their stand-ins. */
const NODE_STAND_INS = new Set([
  'node:process',
  'node:path',
  'node:fs/promises',
  'node:util',
  'undici',
  'node:events',
  'node:timers',
]);
/** Packages that come from the site's node_modules (pinned in its package.json). */
const FROM_SITE = new Set(['sucrase', 'buffer']);

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run playground:bundle -- --source <commandkit checkout> [--check]`,
  );
  process.exit(2);
}

function nodeExports(root: string): Record<string, string[]> {
  const facts = JSON.parse(
    readFileSync(join(SITE, 'api-notes/1.x/.runtime-exports.json'), 'utf8'),
  ) as Record<string, { exports: string[] }>;
  const probe = (specifier: string) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '-e',
          `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)})).sort()))`,
        ],
        { cwd: root, encoding: 'utf8' },
      ),
    ) as string[];
  const fsPromises = probe('node:fs/promises');
  return {
    ...Object.fromEntries(FROM_FACTS.map((path) => [path, facts[path]!.exports])),
    'discord.js': probe('discord.js'),
    'node:fs/promises': fsPromises,
    'fs/promises': fsPromises,
  };
}

function resolverPlugin(source: string, root: string, facts: unknown): Plugin {
  const componentsDir = join(source, 'packages/commandkit/src/components');
  const commandkitSrc = join(source, 'packages/commandkit/src');
  const siteModules = join(SITE, 'node_modules');
  return {
    name: 'playground-runtime',
    setup(b) {
      b.onResolve({ filter: /^playground:facts$/ }, () => ({ path: 'facts', namespace: 'facts' }));
      b.onLoad({ filter: /.*/, namespace: 'facts' }, () => ({
        contents: JSON.stringify(facts),
        loader: 'json',
      }));
      b.onResolve({ filter: /^@commandkit-source\// }, ({ path }) => {
        if (path.endsWith('/components')) return { path: join(componentsDir, 'index.ts') };
        if (path.endsWith('/jsx-runtime'))
          return { path: join(componentsDir, 'common/element.ts') };
        return { errors: [{ text: `unknown ${path}` }] };
      });
      b.onResolve({ filter: /.*/ }, async ({ path, importer, resolveDir, kind }) => {
        if (importer.startsWith(commandkitSrc)) {
          if (path === 'discord.js') return { path: join(BROWSER, 'discord.ts') };
          if (/\/context\/async-context$/.test(path))
            return { path: join(STAND_INS, 'async-context.ts') };
        }
        if (importer.includes('/node_modules/discord.js/src/')) {
          if (path === './BaseInteraction')
            return { path: join(STAND_INS, 'base-interaction.cjs') };
          if (STRUCTURES_NOT_BUNDLED.test(join(resolveDir, path)))
            return { path: join(STAND_INS, 'empty-structure.cjs') };
        }
        // discord.js' `exports` hides its modules; the playground takes them one by one.
        if (path.startsWith('discord.js/src/'))
          return { path: join(root, 'node_modules', path.endsWith('.js') ? path : `${path}.js`) };
        if (NODE_STAND_INS.has(path)) return { path: join(STAND_INS, 'node.ts') };
        if (path === 'node:buffer') return b.resolve('buffer', { resolveDir: siteModules, kind });
        if (path.startsWith('.') || path.startsWith('/')) return undefined;
        if (FROM_SITE.has(path.split('/')[0]!) || importer.startsWith(siteModules))
          return undefined;
        // Everything else (discord.js, @discordjs/*, discord-api-types …) as CommandKit 1.2.0 has it.
        // As `require`, so discord.js and the playground share one (CommonJS) copy of each package.
        if (!resolveDir.startsWith(root))
          return b.resolve(path, { resolveDir: root, kind: 'require-call' });
        return undefined;
      });
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--source');
  const source = at >= 0 ? args[at + 1] : undefined;
  if (!source) usage('--source is required (a checkout of underctrl-io/commandkit at bb1b7e02).');
  if (!existsSync(join(source, 'packages/commandkit/src/components')))
    usage(`${source} is not a CommandKit checkout`);
  const prepared = prepareCommandKit({ source });
  const facts = { commit: prepared.commit, nodeExports: nodeExports(prepared.root) };

  const result = await build({
    entryPoints: [join(BROWSER, 'worker.ts')],
    bundle: true,
    // A classic worker script (see browser/sandbox.ts); it loads the edited code with import().
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    plugins: [resolverPlugin(resolve(source), prepared.root, facts)],
    metafile: true,
    logLevel: 'warning',
  });
  if (process.env.PLAYGROUND_ANALYZE)
    console.log(await analyzeMetafile(result.metafile, { verbose: true }));
  const body = result.outputFiles[0]!.text;
  const sandbox = await build({
    entryPoints: [join(BROWSER, 'sandbox.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const sandboxText = `// Generated by \`npm run playground:bundle\` from scripts/playground-runtime/browser/sandbox.ts; never edit by hand.\n${sandbox.outputFiles[0]!.text}`;
  const stamp: RuntimeStamp = {
    commit: prepared.commit,
    version: prepared.version,
    bodySha256: bodyHash(body),
    sandboxSha256: sandboxHash(sandboxText),
    inputsSha256: inputsHash(),
    bytes: Buffer.byteLength(body),
    gzipBytes: gzipSync(body, { level: 9 }).length,
    nodeExports: facts.nodeExports,
  };
  const text = stampHeader(stamp) + body;
  const runtimeFile = join(SITE, RUNTIME_FILE);
  const sandboxFile = join(SITE, SANDBOX_FILE);
  const stampFile = join(SITE, STAMP_FILE);

  if (args.includes('--check')) {
    const current = existsSync(runtimeFile) ? readFileSync(runtimeFile, 'utf8') : '';
    const currentSandbox = existsSync(sandboxFile) ? readFileSync(sandboxFile, 'utf8') : '';
    if (current !== text || currentSandbox !== sandboxText) {
      console.error(
        `${RUNTIME_FILE} or ${SANDBOX_FILE} is not what this checkout builds: run npm run playground:bundle.`,
      );
      process.exit(1);
    }
    console.log(`${RUNTIME_FILE} is current`);
    return;
  }
  mkdirSync(dirname(runtimeFile), { recursive: true });
  writeFileSync(runtimeFile, text);
  writeFileSync(sandboxFile, sandboxText);
  writeFileSync(stampFile, JSON.stringify(stamp, null, 2) + '\n');
  const inputs = Object.entries(result.metafile.inputs)
    .map(([file, { bytes }]) => [file.replace(/^.*node_modules\//, ''), bytes] as const)
    .reduce<Record<string, number>>((acc, [file, bytes]) => {
      const pkg = file.startsWith('@')
        ? file.split('/').slice(0, 2).join('/')
        : file.split('/')[0]!;
      acc[pkg] = (acc[pkg] ?? 0) + bytes;
      return acc;
    }, {});
  console.log(
    `${relative(SITE, runtimeFile)}: ${(stamp.bytes / 1024).toFixed(1)} kB, ${(stamp.gzipBytes / 1024).toFixed(1)} kB gzip (CommandKit ${prepared.commit.slice(0, 8)})`,
  );
  for (const [pkg, bytes] of Object.entries(inputs)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12))
    console.log(`  ${pkg}: ${(bytes / 1024).toFixed(1)} kB source`);
}

void main();
