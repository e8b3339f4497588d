// Runs the files of one example project in a Node process of its own (started by run.ts with
// tsx's loader, inside the prepared CommandKit project). Network access is cut off: an example
// that tries to reach Discord is reported as needing Discord. Command and event handlers are
// called with fake interactions/messages that record what the handler sends; the first
// reply/showModal is turned into the JSON body Discord's API would receive.
// argv: <manifest.json>  → prints one JSON result object on stdout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import tls from 'node:tls';
import { pathToFileURL } from 'node:url';
import { COMMAND_HANDLERS, SENDS, createFakes } from './fakes.mjs';

const manifest = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const require = createRequire(`${manifest.root}/package.json`);
const NO_NETWORK = 'NEEDS_DISCORD: network access is disabled while examples run';

// ---- no network --------------------------------------------------------------------------
const refuse = () => {
  throw new Error(NO_NETWORK);
};
net.Socket.prototype.connect = refuse;
net.connect = net.createConnection = refuse;
tls.connect = refuse;
globalThis.fetch = async () => refuse();

// ---- what the examples send ---------------------------------------------------------------
let calls = [];

const discord = require('discord.js');
const client = new discord.Client({ intents: [] });

function toJson(value) {
  return value && typeof value.toJSON === 'function' ? value.toJSON() : value;
}

/** The body Discord receives for a reply/send, or the modal for showModal. */
function payloadOf(call) {
  const [options] = call.args;
  if (call.method === 'showModal') return { kind: 'modal', payload: toJson(options) };
  const target = call.interaction
    ? Object.create(discord.BaseInteraction.prototype, { client: { value: client } })
    : { client };
  const body = discord.MessagePayload.create(target, options).resolveBody().body;
  return { kind: 'message', payload: JSON.parse(JSON.stringify(body)) };
}

// ---- fakes --------------------------------------------------------------------------------
const { fake, commandContext } = createFakes({ client, record: (call) => calls.push(call) });

// CommandKit 1.x command handlers; a 0.1.10 command file (manifest.legacy) exports `run` instead,
// called with `{ interaction, client, handler }`.
const HANDLERS = manifest.legacy ? { run: 'chatInput' } : COMMAND_HANDLERS;

function describe(error) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0];
}

async function within(ms, promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// A CommandKit instance (never started) so components can register their handlers.
if (!manifest.legacy)
  try {
    const { CommandKit } = require('commandkit');
    new CommandKit({ client });
  } catch (error) {
    process.stderr.write(`CommandKit instance: ${describe(error)}\n`);
  }

const results = [];
for (const file of manifest.files) {
  const result = { path: file.path, loaded: false, handlers: [] };
  results.push(result);
  calls = [];
  let module;
  try {
    module = await within(5000, import(pathToFileURL(file.file).href));
    result.loaded = true;
  } catch (error) {
    result.error = describe(error);
    result.code = error?.code;
    continue;
  }
  // A CommonJS file (module.exports = { run }) arrives as the namespace's default.
  if (
    module.default &&
    typeof module.default === 'object' &&
    !Object.keys(HANDLERS).some((h) => h in module)
  ) {
    module = module.default;
  }
  const isEvent = /(^|\/)app\/events\//.test(file.path);
  const toRun = [];
  for (const [name, kind] of Object.entries(HANDLERS)) {
    if (typeof module[name] === 'function')
      toRun.push([name, () => module[name](commandContext(kind))]);
  }
  if (isEvent && typeof module.default === 'function') {
    toRun.push([
      'default',
      () => module.default(fake('arg0', false), client, fake('commandkit', false)),
    ]);
  }
  for (const [name, call] of toRun) {
    calls = [];
    const handler = { name };
    try {
      await within(5000, Promise.resolve().then(call));
      handler.ok = true;
    } catch (error) {
      handler.ok = false;
      handler.error = describe(error);
    }
    const first = calls.find((c) => SENDS.has(c.method));
    if (first) {
      try {
        Object.assign(handler, payloadOf(first), { method: first.path });
      } catch (error) {
        handler.payloadError = describe(error);
      }
    }
    handler.sends = calls.map((c) => c.path);
    result.handlers.push(handler);
  }
}
process.stdout.write(`\n@@RESULT@@${JSON.stringify({ results, noNetwork: NO_NETWORK })}\n`);
process.exit(0);
