// First step of `npm run preview` and `npm test`: installs what a fresh clone is missing, so each
// README command works as the very first command typed. Plain Node with no dependencies, because it
// runs before `node_modules` exists. When nothing is missing it costs a few file stats.
//
//   node scripts/setup/ensure.mjs             locked dependencies (npm ci) when missing or stale
//   node scripts/setup/ensure.mjs --chromium  the same, then Debian's Chromium for browser tests
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function say(line) {
  console.log(`[setup] ${line}`);
}

function mtimeMs(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Why `npm ci` must run, or undefined when node_modules matches the lockfile. */
export function dependencyProblem(dir = root) {
  // npm writes node_modules/.package-lock.json at the end of every install.
  const installed = mtimeMs(`${dir}/node_modules/.package-lock.json`);
  if (installed === undefined) return 'node_modules is missing';
  const locked = mtimeMs(`${dir}/package-lock.json`);
  // A second of slack: `npm install` writes both files within one run.
  if (locked !== undefined && locked > installed + 1000)
    return 'package-lock.json is newer than node_modules';
  return undefined;
}

function run(command, args) {
  say(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    say(`'${command} ${args.join(' ')}' failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

function ensureDependencies() {
  const problem = dependencyProblem();
  if (!problem) return;
  say(`installing the locked dependencies: ${problem}.`);
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function canRun(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function passwordlessSudo() {
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

function ensureChromium() {
  if (canRun(CHROMIUM_PATH)) return;
  const install = ['apt-get', 'install', '-y', '-q', 'chromium'];
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !passwordlessSudo()) {
    console.error(
      `[setup] The browser tests need Debian's Chromium at ${CHROMIUM_PATH}. ` +
        'Install it with: sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  say(`installing Debian's chromium: the browser tests drive ${CHROMIUM_PATH}.`);
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const env = ['env', 'DEBIAN_FRONTEND=noninteractive'];
  const [command, ...args] = [...prefix, ...env, 'apt-get', 'update', '-q'];
  run(command, args);
  const [command2, ...args2] = [...prefix, ...env, ...install];
  run(command2, args2);
  if (!canRun(CHROMIUM_PATH)) {
    console.error(`[setup] apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  if (process.argv.includes('--chromium')) ensureChromium();
}
