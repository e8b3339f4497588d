// When the `ai` function of an AI command throws, the model is told the tool succeeded and
// configureAI's onError never runs. Source: packages/commandkit/src/context/async-context.ts:71
// catches the error of the wrapped command function and only records it (setExecutionError), so
// runCommand(..., { throwOnError: true }) resolves with undefined and
// packages/ai/src/plugin.ts:223 returns { success: true } to the model; its catch (:224) is dead.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function reproduce(ctx) {
  const zod = pathToFileURL(ctx.require.resolve('zod')).href;
  const write = (path, code) => {
    mkdirSync(join(ctx.scratch, 'app', path, '..'), { recursive: true });
    writeFileSync(join(ctx.scratch, 'app', path), code);
  };
  write('events/clientReady/log.mjs', 'export default () => {};\n');
  const command = (name, body) =>
    write(
      `commands/${name}.mjs`,
      `import { z } from '${zod}';
export const command = { name: '${name}', description: 'Test command' };
export const aiConfig = { description: 'Test tool', inputSchema: z.object({}) };
export const chatInput = async () => {};
export const ai = async () => { ${body} };
`,
    );
  command('broken', "throw new Error('database down');");
  // The workaround: catch inside `ai` and return what the model should know.
  command(
    'guarded',
    "try { throw new Error('database down'); } catch (e) { return { error: true, message: String(e.message) }; }",
  );

  // The plugin preloads the built src/ai.ts; this test configures the AI below instead.
  writeFileSync(join(ctx.scratch, 'ai.js'), 'export {};\n');

  const { commandkit } = await ctx.import('commandkit');
  const { AiPlugin, configureAI } = await ctx.import('@commandkit/ai');
  const { Client, Message } = ctx.require('discord.js');
  const client = new Client({ intents: [] });
  commandkit.setClient(client);
  const plugin = new AiPlugin({});
  await commandkit.plugins.softRegisterPlugin(plugin);
  await commandkit.start(false);

  // A model that calls the tool once, then answers; it records the tool result it was given.
  const run = async (toolName) => {
    const seen = { toolResult: null, onError: [] };
    let step = 0;
    // A language model of the AI SDK 5 interface (specification v2), written out by hand.
    const model = {
      specificationVersion: 'v2',
      provider: 'test',
      modelId: 'test',
      supportedUrls: {},
      doStream: async () => {
        throw new Error('not used');
      },
      doGenerate: async ({ prompt }) => {
        const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
        if (step++ === 0)
          return {
            content: [{ type: 'tool-call', toolCallId: 'call-1', toolName, input: '{}' }],
            finishReason: 'tool-calls',
            usage,
            warnings: [],
          };
        const result = prompt
          .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
          .find((part) => part.type === 'tool-result');
        seen.toolResult = result?.output?.value ?? result?.output ?? null;
        return {
          content: [{ type: 'text', text: 'done' }],
          finishReason: 'stop',
          usage,
          warnings: [],
        };
      },
    };
    configureAI({
      messageFilter: async () => true,
      selectAiModel: async () => ({ model }),
      prepareSystemPrompt: async () => 'You are a test bot.',
      preparePrompt: async () => 'Run the tool.',
      onProcessingStart: async () => {},
      onProcessingFinish: async () => {},
      onResult: async () => {},
      onError: async (_ctx, _message, error) => void seen.onError.push(String(error?.message)),
    });
    // A guild message, as far as CommandKit reads it (the command runner checks instanceof Message).
    const channel = new Proxy(
      { id: '2', isTextBased: () => true, isSendable: () => true },
      {
        get: (target, key) =>
          key in target
            ? target[key]
            : typeof key === 'string' && key.startsWith('is')
              ? () => false
              : undefined,
      },
    );
    const message = Object.create(Message.prototype);
    for (const [key, value] of Object.entries({
      id: '1',
      content: 'Run the tool.',
      author: { id: '3', bot: false },
      channel,
      channelId: '2',
      guildId: '4',
      client,
    }))
      Object.defineProperty(message, key, { value, enumerable: true });
    await plugin.executeAI(message, commandkit);
    return seen;
  };

  const broken = await run('broken');
  const guarded = await run('guarded');
  return {
    reproduced:
      broken.onError.length === 0 && JSON.stringify(broken.toolResult) === '{"success":true}',
    evidence: `ai() throws: the model received ${JSON.stringify(broken.toolResult)}, onError ran ${broken.onError.length} time(s); ai() catching and returning: the model received ${JSON.stringify(guarded.toolResult)}`,
    workaroundWorks: guarded.toolResult?.error === true,
  };
}
