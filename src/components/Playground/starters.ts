// The playground's starting points: small commands that reply with one kind of component each.
export interface Starter {
  id: string;
  label: string;
  code: string;
}

const BUTTONS = `import { ActionRow, Button, type ChatInputCommand, type CommandData } from 'commandkit';
import { ButtonStyle, MessageFlags } from 'discord.js';

export const command: CommandData = {
  name: 'hello',
  description: 'Say hello with buttons',
};

export const chatInput: ChatInputCommand = async ({ interaction }) => {
  await interaction.reply({
    content: 'Hello! What next?',
    components: [
      <ActionRow>
        <Button
          style={ButtonStyle.Primary}
          onClick={async (click) => {
            await click.reply({ content: 'Hi back!', flags: MessageFlags.Ephemeral });
          }}
        >
          Wave
        </Button>
        <Button style={ButtonStyle.Link} url="https://commandkit.dev">
          Docs
        </Button>
      </ActionRow>,
    ],
  });
};
`;

const SELECT_MENU = `import {
  ActionRow,
  StringSelectMenu,
  StringSelectMenuOption,
  type ChatInputCommand,
  type CommandData,
} from 'commandkit';

export const command: CommandData = {
  name: 'role',
  description: 'Pick a role',
};

export const chatInput: ChatInputCommand = async ({ interaction }) => {
  await interaction.reply({
    content: 'Which role do you want?',
    components: [
      <ActionRow>
        <StringSelectMenu
          placeholder="Choose a role"
          onSelect={async (select) => {
            await select.reply({ content: \`You picked \${select.values[0]}.\` });
          }}
        >
          <StringSelectMenuOption label="Artist" value="artist" emoji="🎨" />
          <StringSelectMenuOption label="Gamer" value="gamer" emoji="🎮" />
          <StringSelectMenuOption label="Reader" value="reader" emoji="📚" />
        </StringSelectMenu>
      </ActionRow>,
    ],
  });
};
`;

const MODAL = `import {
  Label,
  Modal,
  ParagraphInput,
  ShortInput,
  type ChatInputCommand,
  type CommandData,
} from 'commandkit';

export const command: CommandData = {
  name: 'feedback',
  description: 'Send feedback',
};

export const chatInput: ChatInputCommand = async ({ interaction }) => {
  await interaction.showModal(
    <Modal
      title="Feedback"
      onSubmit={async (submit) => {
        await submit.reply({ content: 'Thanks!' });
      }}
    >
      <Label label="Subject">
        <ShortInput customId="subject" placeholder="What is it about?" required />
      </Label>
      <Label label="Details" description="As much as you like">
        <ParagraphInput customId="details" />
      </Label>
    </Modal>,
  );
};
`;

const CONTAINER = `import {
  Container,
  Section,
  Separator,
  TextDisplay,
  Thumbnail,
  type ChatInputCommand,
  type CommandData,
} from 'commandkit';
import { Colors, MessageFlags } from 'discord.js';

export const command: CommandData = {
  name: 'card',
  description: 'Show a card',
};

export const chatInput: ChatInputCommand = async ({ interaction }) => {
  await interaction.reply({
    components: [
      <Container accentColor={Colors.Blurple}>
        <Section>
          <TextDisplay content="## Welcome" />
          <TextDisplay content="Glad to have you here." />
          <Thumbnail url="https://cdn.discordapp.com/embed/avatars/0.png" />
        </Section>
        <Separator />
        <TextDisplay content="-# Read the rules first." />
      </Container>,
    ],
    flags: MessageFlags.IsComponentsV2,
  });
};
`;

const POLL = `import {
  Poll,
  PollAnswer,
  PollQuestion,
  type ChatInputCommand,
  type CommandData,
} from 'commandkit';

export const command: CommandData = {
  name: 'vote',
  description: 'Start a poll',
};

export const chatInput: ChatInputCommand = async ({ interaction }) => {
  await interaction.reply({
    poll: (
      <Poll duration={24}>
        <PollQuestion>Tabs or spaces?</PollQuestion>
        <PollAnswer emoji="⭾">Tabs</PollAnswer>
        <PollAnswer emoji="␣">Spaces</PollAnswer>
      </Poll>
    ),
  });
};
`;

export const STARTERS: Starter[] = [
  { id: 'buttons', label: 'Buttons', code: BUTTONS },
  { id: 'select-menu', label: 'Select menu', code: SELECT_MENU },
  { id: 'modal', label: 'Modal', code: MODAL },
  { id: 'container', label: 'Components V2 container', code: CONTAINER },
  { id: 'poll', label: 'Poll', code: POLL },
];
