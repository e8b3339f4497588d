// The command shown on the home page (src/pages/index.tsx). Its Prism tokens are worked out at
// build time by src/plugins/prerender-code (option `samples` in docusaurus.config.ts), like every
// code block in the docs.
export const HOME_SAMPLE = {
  language: 'ts',
  title: 'src/app/commands/ping.ts',
  code: `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = {
  name: 'ping',
  description: 'Check that the bot is awake',
};

export const chatInput: ChatInputCommand = async ({ interaction, client }) => {
  await interaction.reply(\`Pong! \${client.ws.ping}ms\`);
};`,
};
