// Runs example projects that compiled: each in a Node process of its own, inside the prepared
// CommandKit project, with tsx's loader (the project's files stay TypeScript/JSX, compiled with
// the template's tsconfig) and no network. See runner-child.mjs for what happens inside.
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import type { DocBlock, Project } from './extract';
import { exampleNode } from './prepare';
import { templateTsconfigFile } from './typecheck';

export interface Payload {
  kind: 'message' | 'modal';
  payload: unknown;
}

export interface RunOutcome {
  outcome: 'ran' | 'needs-discord' | 'compiled' | 'skipped' | 'failed';
  note?: string;
  /** The first reply/showModal a handler of the block made. */
  payload?: Payload;
}

interface HandlerResult {
  name: string;
  ok: boolean;
  error?: string;
  kind?: 'message' | 'modal';
  payload?: unknown;
  payloadError?: string;
  method?: string;
  sends: string[];
}

interface FileResult {
  path: string;
  loaded: boolean;
  error?: string;
  code?: string;
  handlers: HandlerResult[];
}

const NEEDS_DISCORD = 'NEEDS_DISCORD';
const PROJECT_FILES = fileURLToPath(new URL('./project-files', import.meta.url));

/** Code that would reach Discord as soon as it runs (not worth starting). */
export function reachesDiscord(code: string): string | undefined {
  if (/\.login\s*\(/.test(code)) return 'logs in to Discord';
  if (/\bShardingManager\b/.test(code)) return 'starts shards that log in to Discord';
  return undefined;
}

const tsxLoader = () => createRequire(resolve('package.json')).resolve('tsx');

/**
 * A reader's bot has its `.env` filled in: every `process.env.NAME` an example reads gets a sample
 * value (unless set), so a client constructor that insists on an API key can run.
 */
export function sampleEnvironment(code: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [, name] of code.matchAll(/process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g)) {
    if (process.env[name] === undefined) env[name] = `example-${name.toLowerCase()}`;
  }
  return env;
}

function runChild(
  node: string,
  manifestFile: string,
  timeoutMs: number,
  sampleEnv: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolvePromise) => {
    execFile(
      node,
      [
        '--no-warnings',
        '--import',
        tsxLoader(),
        fileURLToPath(new URL('./runner-child.mjs', import.meta.url)),
        manifestFile,
      ],
      {
        cwd: dirname(manifestFile),
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...sampleEnv, ...process.env, NODE_ENV: 'test' },
      },
      (error, stdout, stderr) => {
        const marker = stdout.lastIndexOf('@@RESULT@@');
        if (marker >= 0) resolvePromise(stdout.slice(marker + '@@RESULT@@'.length).trim());
        else
          resolvePromise(
            JSON.stringify({ crash: `${error?.message ?? 'no result'}\n${stderr.slice(-2000)}` }),
          );
      },
    );
  });
}

function outcomeOf(file: FileResult): RunOutcome {
  if (!file.loaded) {
    const error = file.error ?? 'unknown error';
    if (error.includes(NEEDS_DISCORD))
      return { outcome: 'needs-discord', note: 'tried to reach the network when loaded' };
    if (file.code === 'ERR_UNKNOWN_BUILTIN_MODULE') {
      return { outcome: 'skipped', note: `needs a newer Node than ${process.version}: ${error}` };
    }
    return { outcome: 'failed', note: `loading the file failed: ${error}` };
  }
  if (file.handlers.length === 0) return { outcome: 'ran', note: 'module ran' };
  const withPayload = file.handlers.find((h) => h.kind);
  const payload = withPayload
    ? { kind: withPayload.kind!, payload: withPayload.payload }
    : undefined;
  const done = file.handlers.filter((h) => h.ok);
  const sent = (h: HandlerResult) =>
    (h.sends.length ? ` (sent: ${h.sends.join(', ')})` : '') +
    (h.payloadError ? ` (its payload could not be built: ${h.payloadError})` : '');
  if (done.length) {
    return {
      outcome: 'ran',
      note: done.map((h) => `${h.name}() ran${sent(h)}`).join('; '),
      payload,
    };
  }
  if (file.handlers.some((h) => h.error?.includes(NEEDS_DISCORD))) {
    return { outcome: 'needs-discord', note: 'its handler tried to reach the network', payload };
  }
  return {
    outcome: 'compiled',
    note: `handler did not complete with a fake context: ${file.handlers.map((h) => `${h.name}: ${h.error}`).join('; ')}`,
    payload,
  };
}

export interface RunContext {
  root: string;
  source: string;
  log?: (line: string) => void;
  timeoutMs?: number;
}

/** Runs the projects none of whose blocks failed; one outcome per block that was run or judged. */
export async function runProjects(
  projects: Project[],
  failed: Set<DocBlock>,
  context: RunContext,
): Promise<Map<DocBlock, RunOutcome>> {
  const outcomes = new Map<DocBlock, RunOutcome>();
  const runDir = join(context.root, `.run-${process.pid}`);
  rmSync(runDir, { recursive: true, force: true });
  const tsconfig = JSON.parse(readFileSync(templateTsconfigFile(context.source), 'utf8'));
  let index = 0;
  for (const project of projects) {
    const pending = project.blocks.filter((b) => !outcomes.has(b) && !b.needsDiscord);
    if (pending.length === 0) continue;
    const toRun: DocBlock[] = [];
    for (const block of pending) {
      if (failed.has(block)) continue;
      const reason = reachesDiscord(block.value);
      if (reason) outcomes.set(block, { outcome: 'needs-discord', note: reason });
      else toRun.push(block);
    }
    if (toRun.length === 0) continue;
    const dir = join(runDir, String(index++));
    mkdirSync(dir, { recursive: true });
    // Files an example reads from its project (e.g. `assets/activity.png`), as a reader's bot has them.
    cpSync(PROJECT_FILES, dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    for (const block of project.blocks) {
      mkdirSync(dirname(join(dir, block.path)), { recursive: true });
      writeFileSync(join(dir, block.path), block.value);
    }
    const manifestFile = join(dir, '.manifest.json');
    writeFileSync(
      manifestFile,
      JSON.stringify({
        root: context.root,
        files: toRun.map((b) => ({ path: b.path, file: join(dir, b.path) })),
      }),
    );
    context.log?.(`running ${project.id} (${toRun.map((b) => b.path).join(', ')})`);
    const raw = JSON.parse(
      await runChild(
        exampleNode(context.root),
        manifestFile,
        context.timeoutMs ?? 60_000,
        sampleEnvironment(project.blocks.map((b) => b.value).join('\n')),
      ),
    ) as {
      results?: FileResult[];
      crash?: string;
    };
    toRun.forEach((block, i) => {
      const file = raw.results?.[i];
      outcomes.set(
        block,
        file
          ? outcomeOf(file)
          : { outcome: 'failed', note: `the runner stopped: ${raw.crash ?? 'no result'}` },
      );
    });
  }
  rmSync(runDir, { recursive: true, force: true });
  return outcomes;
}

export interface LegacyRunResult {
  path: string;
  loaded: boolean;
  error?: string;
  handlers: {
    name: string;
    ok: boolean;
    error?: string;
    kind?: string;
    payload?: unknown;
    payloadError?: string;
    sends: string[];
  }[];
}

/**
 * Runs 0.1.10 command files (their `run` export, with a fake interaction) against the site's own
 * commandkit@0.1.10 and discord.js, with the current Node and tsx; one result per file.
 */
export async function runLegacyFiles(
  files: { path: string; code: string }[],
  siteRoot = resolve('.'),
): Promise<LegacyRunResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-run-v0-'));
  try {
    symlinkSync(join(siteRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const manifest = {
      root: siteRoot,
      legacy: true,
      files: [] as { path: string; file: string }[],
    };
    for (const { path, code } of files) {
      const file = join(dir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, code);
      manifest.files.push({ path, file });
    }
    const manifestFile = join(dir, '.manifest.json');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const raw = JSON.parse(await runChild(process.execPath, manifestFile, 60_000)) as {
      results?: LegacyRunResult[];
      crash?: string;
    };
    if (!raw.results) throw new Error(`the runner stopped: ${raw.crash}`);
    return raw.results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
