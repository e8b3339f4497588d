// The command shown on the home page (src/pages/index.tsx). Its Prism tokens are worked out at
// build time by src/plugins/prerender-code (option `samples` in docusaurus.config.ts), like every
// code block in the docs.
export const HOME_SAMPLE = {
  language: 'ts',
  title: 'src/app/commands/ping.ts',
  // Lines of at most 56 characters: the sample's column holds them from 1100 px up, and below
  // that the sample has the page's width (src/pages/index.module.css).
  code: `import type {
  ChatInputCommand,
  CommandData,
} from 'commandkit';

export const command: CommandData = {
  name: 'ping',
  description: 'Check that the bot is awake',
};

export const chatInput: ChatInputCommand = async ({
  interaction,
  client,
}) => {
  await interaction.reply(\`Pong! \${client.ws.ping}ms\`);
};`,
};
