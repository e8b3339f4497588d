// The built-in createEmbed AI tool fails for a colour given as hex ('#ff0000') or by name ('Red').
// Source: packages/ai/src/tools/create-embed.ts:66 — `!Number.isNaN(params.color)` is true for
// every string, so the colour always goes through Number(), which gives NaN for '#ff0000', and
// EmbedBuilder.setColor(NaN) throws. Only strings Number() reads, such as '16711680' or
// '0xff0000', work.

export default async function reproduce(ctx) {
  const { createEmbed } = ctx.require('@commandkit/ai/dist/tools/create-embed.js');
  const { runInAiWorkerContext } = ctx.require('@commandkit/ai/dist/ai-context-worker.js');
  const { AiContext, createTool } = await ctx.import('@commandkit/ai');
  const { Colors, EmbedBuilder } = ctx.require('discord.js');
  const { z } = ctx.require('zod');
  const sent = [];
  const message = {
    channel: { isSendable: () => true, send: async (payload) => void sent.push(payload) },
  };
  const aiContext = new AiContext({ message, params: {}, commandkit: { client: null } });
  const call = async (tool, input) => {
    try {
      const result = await runInAiWorkerContext(aiContext, message, () =>
        tool.execute(input, { toolCallId: 'call-1', messages: [] }),
      );
      return `returned ${JSON.stringify(result)}`;
    } catch (e) {
      return `threw ${e?.constructor?.name}: ${String(e?.message).split('\n')[0]}`;
    }
  };
  const hex = await call(createEmbed, { title: 'Alert', color: '#ff0000' });
  const named = await call(createEmbed, { title: 'Alert', color: 'Red' });
  const failedSends = sent.length;
  const decimal = await call(createEmbed, { title: 'Alert', color: '16711680' });
  const hexNumber = await call(createEmbed, { title: 'Alert', color: '0xff0000' });

  // The workaround: a tool of the same name returned from selectAiModel replaces the built-in one;
  // this is the colour handling the entry shows.
  const fixed = createTool({
    name: 'createEmbed',
    description: 'Send an embed to the current channel',
    inputSchema: z.object({
      title: z.string().optional(),
      description: z.string().optional(),
      color: z.string().optional(),
    }),
    execute: async (ctx, params) => {
      const { message } = ctx;
      if (!message.channel.isSendable()) return { error: 'Cannot send messages here' };
      const embed = new EmbedBuilder();
      if (params.title) embed.setTitle(params.title);
      if (params.description) embed.setDescription(params.description);
      if (params.color) {
        const decimal = Number(params.color);
        embed.setColor(Number.isNaN(decimal) ? params.color : decimal);
      }
      await message.channel.send({ embeds: [embed] });
      return { success: true };
    },
  });
  const before = sent.length;
  const fixedHex = await call(fixed, { title: 'Alert', color: '#ff0000' });
  const fixedNamed = await call(fixed, { title: 'Alert', color: 'Red' });
  const colours = sent.slice(before).map((p) => p.embeds[0].data.color);
  return {
    reproduced:
      hex.startsWith('threw') &&
      named.startsWith('threw') &&
      failedSends === 0 &&
      decimal.startsWith('returned') &&
      hexNumber.startsWith('returned'),
    evidence: `color '#ff0000': ${hex}; 'Red': ${named}; embeds sent for those: ${failedSends}; '16711680': ${decimal}; '0xff0000': ${hexNumber}; replacement tool: ${fixedHex} and ${fixedNamed}, colours ${colours.join(', ')}`,
    workaroundWorks: colours[0] === 0xff0000 && colours[1] === Colors.Red,
  };
}
