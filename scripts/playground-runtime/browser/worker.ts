// The playground's runtime, a worker: compiles the edited command with sucrase, loads it as
// an ES module whose `commandkit` / `discord.js` imports are the bundled library, runs its handler
// with the example harness' fakes and answers with the payload of its first reply or modal (as
// scripts/check-examples/runner-child.mjs does in Node) or with the error, as the library threw it.
import { transform } from 'sucrase';
import * as components from '@commandkit-source/components';
import { jsx as libraryJsx, Fragment } from '@commandkit-source/jsx-runtime';
import * as discord from './discord';
import BaseInteraction from './stand-ins/base-interaction.cjs';
import { readFile } from './stand-ins/node';
import { Buffer } from 'buffer';
import { COMMAND_HANDLERS, SENDS, createFakes } from '../../check-examples/fakes.mjs';
import facts from 'playground:facts';
import type {
  FromWorker,
  RunError,
  RunRequest,
  RunResult,
  RuntimeReady,
} from '../../../src/components/Playground/protocol';

interface Call {
  method: string;
  path: string;
  args: unknown[];
  interaction: boolean;
}

// ---- the modules the edited code can import ------------------------------------------------
const scope = globalThis as unknown as Record<string, unknown>;

/** Where each element of the current run was created (the line of its JSX). */
let created: { element: unknown; line?: number }[] = [];
let userModuleUrl = '';

function userLine(stack: string | undefined): { line: number; column: number } | undefined {
  if (!stack || !userModuleUrl) return undefined;
  for (const frame of stack.split('\n')) {
    const at = frame.indexOf(userModuleUrl + ':');
    if (at < 0) continue;
    const [line, column] = frame
      .slice(at + userModuleUrl.length + 1)
      .split(':')
      .map((part) => parseInt(part, 10));
    if (line && column) return { line, column };
  }
  return undefined;
}

function jsx(type: unknown, props: Record<string, unknown>) {
  const where = userLine(new Error().stack);
  const element = (libraryJsx as (t: unknown, p: unknown) => unknown)(type, props);
  created.push({ element, line: where?.line });
  return element;
}

/** A name that exists in Node but not in the playground (a client, a file system): using it throws. */
function notHere(path: string, name: string): unknown {
  const fail = () => {
    throw new Error(
      `${name} from '${path}' is not in the playground, which runs CommandKit's JSX components and discord.js' builders, not a bot.`,
    );
  };
  return new Proxy(function () {}, { get: fail, apply: fail, construct: fail });
}

const PROVIDED: Record<string, Record<string, unknown>> = {
  commandkit: components as Record<string, unknown>,
  'commandkit/jsx-runtime': { jsx, jsxs: jsx, Fragment },
  'discord.js': discord as unknown as Record<string, unknown>,
  'node:fs/promises': { readFile },
  'fs/promises': { readFile },
};

/** The names each path exports in Node (from the facts the bundle script recorded). */
const NODE_EXPORTS: Record<string, string[]> = facts.nodeExports;

scope.__playground = Object.fromEntries(
  Object.entries(NODE_EXPORTS).map(([path, names]) => [
    path,
    Object.fromEntries(
      names.map((name) => [
        name,
        name in PROVIDED[path]! ? PROVIDED[path]![name] : notHere(path, name),
      ]),
    ),
  ]),
);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const facadeUrls = new Map<string, string>();

/** An ES module re-exporting exactly what `path` exports in Node. */
function facadeUrl(path: string): string {
  let url = facadeUrls.get(path);
  if (url) return url;
  const names = NODE_EXPORTS[path]!.filter((name) => IDENTIFIER.test(name) && name !== 'default');
  const source = [
    `const m = globalThis.__playground[${JSON.stringify(path)}];`,
    ...names.map((name) => `export const ${name} = m.${name};`),
    NODE_EXPORTS[path]!.includes('default') ? 'export default m.default;' : 'export default m;',
  ].join('\n');
  url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  facadeUrls.set(path, url);
  return url;
}

// ---- compile, load, run --------------------------------------------------------------------
class ModuleNotFound extends Error {
  override name = 'Error';
}

function compile(code: string): string {
  const { code: js } = transform(code, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'automatic',
    jsxImportSource: 'commandkit',
    production: true,
    disableESTransforms: true,
  });
  // Sucrase keeps every line where it was, so stack lines are lines of the edited code.
  return js.replace(
    /(\bfrom\s*|\bimport\s*)(['"])([^'"\n]+)\2/g,
    (_, keyword: string, quote: string, path: string) => {
      if (!(path in NODE_EXPORTS)) {
        throw new ModuleNotFound(
          `Cannot find package '${path}': the playground can import ${Object.keys(NODE_EXPORTS)
            .map((p) => `'${p}'`)
            .join(', ')}.`,
        );
      }
      return `${keyword}${quote}${facadeUrl(path)}${quote}`;
    },
  );
}

/**
 * The error's class: shapeshift's errors keep `name` "Error" and name their class (which survives
 * minifying: they set it themselves). A short lower-case name is a minified one, not a class.
 */
function classOf(err: Error): string {
  const constructorName = (err.constructor as { name?: string } | undefined)?.name ?? '';
  return err.name === 'Error' && /^[A-Z]\w{3,}$/.test(constructorName) ? constructorName : err.name;
}

/** What a validation error adds to its message: the constraint and what it expected. */
function details(err: Error): string {
  const { constraint, expected } = err as { constraint?: unknown; expected?: unknown };
  return typeof constraint === 'string' && typeof expected === 'string'
    ? `\n${constraint}: expected ${expected}`
    : '';
}

function describe(error: unknown, stage: RunError['stage']): RunError {
  const err = error instanceof Error ? error : new Error(String(error));
  // Sucrase ends its messages with (line:column), which the result carries.
  let message = err.message.replace(/ \(\d+:\d+\)$/, '') + details(err);
  for (const [path, url] of facadeUrls) message = message.split(url).join(path);
  if (userModuleUrl) message = message.split(userModuleUrl).join('your code');
  const result: RunError = { name: classOf(err), message, stage };
  const where =
    (err as { loc?: { line: number; column: number } }).loc ?? userLine(err.stack) ?? undefined;
  if (where) {
    result.line = where.line;
    result.column = where.column + ((err as { loc?: unknown }).loc ? 1 : 0);
  }
  return result;
}

/** The line of the innermost element whose own JSON the library rejects with the same error. */
function culpritLine(error: Error): number | undefined {
  for (const { element, line } of created) {
    const toJSON = (element as { toJSON?: () => unknown } | null)?.toJSON;
    if (typeof toJSON !== 'function') continue;
    try {
      toJSON.call(element);
    } catch (again) {
      if (again instanceof Error && again.name === error.name && again.message === error.message)
        return line;
    }
  }
  return undefined;
}

const client = { options: { jsonTransformer: discord.toSnakeCase } };

function toJson(value: unknown): unknown {
  return value && typeof (value as { toJSON?: unknown }).toJSON === 'function'
    ? (value as { toJSON: () => unknown }).toJSON()
    : value;
}

/** The body Discord receives for a reply/send, or the modal for showModal (as runner-child.mjs). */
function payloadOf(call: Call): { kind: 'message' | 'modal'; payload: unknown } {
  const [options] = call.args;
  if (call.method === 'showModal') return { kind: 'modal', payload: toJson(options) };
  const target = call.interaction
    ? Object.create(BaseInteraction.prototype, { client: { value: client } })
    : { client };
  const body = discord.MessagePayload.create(target, options).resolveBody().body;
  return { kind: 'message', payload: JSON.parse(JSON.stringify(body)) };
}

/** A failed run's answer. */
const failed = (id: number, error: RunError): RunResult => ({
  type: 'result',
  id,
  ok: false,
  error,
});

async function run({ id, code }: RunRequest): Promise<RunResult> {
  created = [];
  userModuleUrl = '';
  let js: string;
  try {
    js = compile(code);
  } catch (error) {
    return failed(id, describe(error, error instanceof ModuleNotFound ? 'import' : 'syntax'));
  }
  // `Buffer` is a global in Node; the examples use it for attachments.
  userModuleUrl = URL.createObjectURL(
    new Blob([`const Buffer = globalThis.__playgroundBuffer;${js}`], { type: 'text/javascript' }),
  );
  let module: Record<string, unknown>;
  try {
    module = await import(/* webpackIgnore: true */ userModuleUrl);
  } catch (error) {
    return failed(id, describe(error, 'import'));
  }
  const calls: Call[] = [];
  const { commandContext } = createFakes({ client, record: (call: Call) => calls.push(call) });
  const handlers = Object.entries(COMMAND_HANDLERS).filter(
    ([name]) => typeof module[name] === 'function',
  );
  if (handlers.length === 0) {
    return failed(id, {
      name: 'Error',
      message: 'The code exports no command handler (chatInput, message, …).',
      stage: 'runtime',
    });
  }
  for (const [name, kind] of handlers) {
    try {
      await (module[name] as (ctx: unknown) => unknown)(commandContext(kind));
    } catch (error) {
      return failed(id, describe(error, 'runtime'));
    }
    const first = calls.find((call) => SENDS.has(call.method));
    if (!first) continue;
    try {
      return { type: 'result', id, ok: true, ...payloadOf(first), method: first.path };
    } catch (error) {
      const described = describe(error, 'runtime');
      const line = error instanceof Error ? culpritLine(error) : undefined;
      if (line) described.line = line;
      return failed(id, described);
    }
  }
  return failed(id, {
    name: 'Error',
    message: 'The handler ran but sent nothing: call interaction.reply() or showModal().',
    stage: 'runtime',
  });
}

scope.__playgroundBuffer = Buffer;

/** A version 4 UUID, as `crypto.randomUUID()` gives. */
function randomUUID(): `${string}-${string}-${string}-${string}-${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
// A worker started from a blob: URL of an opaque origin (the sandbox frame's) is not a secure
// context, so it has no crypto.randomUUID, which CommandKit calls for a component's missing customId.
if (typeof crypto.randomUUID !== 'function') {
  Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
}
const answer = (message: FromWorker) => postMessage(message);
addEventListener('message', (event: MessageEvent<RunRequest>) => {
  if (event.data?.type === 'run') void run(event.data).then(answer);
});
answer({ type: 'ready', commit: facts.commit } satisfies RuntimeReady);
