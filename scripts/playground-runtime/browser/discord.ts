// The `discord.js` the playground's code imports: discord.js' own modules (its builders, colours,
// MessagePayload, AttachmentBuilder …), re-exported in the order its index does, minus what needs a
// bot connection (the client, managers, the REST and gateway clients).
// The builders named below are discord.js' subclasses; a named export takes precedence over the
// same name from `export *`, as in discord.js' own index.
export * from 'discord-api-types/v10';
export * from '@discordjs/builders';
export * from '@discordjs/formatters';
export { isJSONEncodable } from '@discordjs/util';
export { Collection } from '@discordjs/collection';
export {
  DiscordjsError,
  DiscordjsTypeError,
  DiscordjsRangeError,
} from 'discord.js/src/errors/DJSError';
export { default as DiscordjsErrorCodes } from 'discord.js/src/errors/ErrorCodes';
export { default as BitField } from 'discord.js/src/util/BitField';
export { default as Colors } from 'discord.js/src/util/Colors';
export { default as Events } from 'discord.js/src/util/Events';
export { default as MessageFlagsBitField } from 'discord.js/src/util/MessageFlagsBitField';
export {
  resolveColor,
  resolvePartialEmoji,
  parseEmoji,
  cleanContent,
  verifyString,
} from 'discord.js/src/util/Util';
export { toSnakeCase } from 'discord.js/src/util/Transformers';
export { default as ActionRowBuilder } from 'discord.js/src/structures/ActionRowBuilder';
export { default as ButtonBuilder } from 'discord.js/src/structures/ButtonBuilder';
export { default as EmbedBuilder } from 'discord.js/src/structures/EmbedBuilder';
export { default as AttachmentBuilder } from 'discord.js/src/structures/AttachmentBuilder';
export { default as ModalBuilder } from 'discord.js/src/structures/ModalBuilder';
export { default as SelectMenuBuilder } from 'discord.js/src/structures/SelectMenuBuilder';
export { default as ChannelSelectMenuBuilder } from 'discord.js/src/structures/ChannelSelectMenuBuilder';
export { default as MentionableSelectMenuBuilder } from 'discord.js/src/structures/MentionableSelectMenuBuilder';
export { default as RoleSelectMenuBuilder } from 'discord.js/src/structures/RoleSelectMenuBuilder';
export { default as StringSelectMenuBuilder } from 'discord.js/src/structures/StringSelectMenuBuilder';
export { default as UserSelectMenuBuilder } from 'discord.js/src/structures/UserSelectMenuBuilder';
export { default as SelectMenuOptionBuilder } from 'discord.js/src/structures/SelectMenuOptionBuilder';
export { default as StringSelectMenuOptionBuilder } from 'discord.js/src/structures/StringSelectMenuOptionBuilder';
export { default as TextInputBuilder } from 'discord.js/src/structures/TextInputBuilder';
export { default as MessagePayload } from 'discord.js/src/structures/MessagePayload';
