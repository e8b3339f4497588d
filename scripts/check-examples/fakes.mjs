// The fake interactions, messages and command contexts that example handlers run against, shared
// by the Node harness (runner-child.mjs) and the browser playground (scripts/playground-runtime):
// every property answers with another fake or a sample value, and every send
// (reply/editReply/followUp/update/send/showModal) is handed to `record`. No Node API here.

export const SENDS = new Set(['reply', 'editReply', 'followUp', 'update', 'send', 'showModal']);

const SAMPLES = {
  id: '123456789012345678',
  guildId: '123456789012345678',
  channelId: '123456789012345678',
  customId: 'example',
  commandName: 'example',
  content: 'hello',
  username: 'reader',
  tag: 'reader',
  displayName: 'reader',
  name: 'example',
  locale: 'en-US',
  createdTimestamp: 0,
  size: 0,
  length: 0,
};

const IMAGE_URL_METHODS = new Set(['displayAvatarURL', 'avatarURL', 'iconURL', 'bannerURL']);
const SAMPLE_IMAGE_URL = 'https://cdn.discordapp.com/embed/avatars/0.png';

const OPTION_GETTERS = {
  getString: () => 'example',
  getInteger: () => 1,
  getNumber: () => 1,
  getBoolean: () => true,
  getSubcommand: () => 'example',
  getSubcommandGroup: () => null,
};

/**
 * @param {{ client: unknown, record: (call: { method: string, path: string, args: unknown[], interaction: boolean }) => void }} options
 */
export function createFakes({ client, record }) {
  /** An object that answers every property and call with another fake, and records sends. */
  function fake(path, interaction) {
    const target = function () {};
    return new Proxy(target, {
      get(_, prop) {
        if (prop === 'then') return undefined;
        if (prop === Symbol.toPrimitive) return (hint) => (hint === 'number' ? 1 : `fake:${path}`);
        if (prop === Symbol.iterator) return function* () {};
        if (typeof prop === 'symbol') return undefined;
        if (prop === 'toString' || prop === 'toJSON') return () => `fake:${path}`;
        if (prop === 'valueOf') return () => 1;
        if (prop in SAMPLES) return SAMPLES[prop];
        // discord.js validates media URLs (thumbnails, avatars): give it a real https address.
        if (IMAGE_URL_METHODS.has(prop)) return () => SAMPLE_IMAGE_URL;
        if (prop === 'client') return client;
        if (SENDS.has(prop)) {
          return async (...args) => {
            record({ method: prop, path: `${path}.${prop}`, args, interaction });
            return fake(`${path}.${prop}()`, interaction);
          };
        }
        return fake(`${path}.${prop}`, interaction);
      },
      apply: () => fake(`${path}()`, interaction),
      construct: () => fake(`new ${path}()`, interaction),
    });
  }

  function commandContext(kind) {
    const interaction = fake('interaction', true);
    const message = fake('message', false);
    const options = new Proxy(
      {},
      {
        get: (_, prop) =>
          OPTION_GETTERS[prop] ?? ((name) => fake(`options.${String(prop)}(${name})`, true)),
      },
    );
    const base = {
      interaction: kind === 'message' ? undefined : interaction,
      message: kind === 'message' ? message : undefined,
      options,
      args: () => ['example'],
      client,
      commandName: 'example',
      locale: () => 'en-US',
      store: new Map(),
    };
    return new Proxy(base, {
      get: (obj, prop) =>
        prop in obj
          ? obj[prop]
          : typeof prop === 'symbol'
            ? undefined
            : fake(`ctx.${prop}`, kind !== 'message'),
    });
  }

  return { fake, commandContext };
}

// CommandKit 1.x command handlers, in the order they are tried.
export const COMMAND_HANDLERS = {
  chatInput: 'chatInput',
  message: 'message',
  messageContextMenu: 'messageContextMenu',
  userContextMenu: 'userContextMenu',
  autocomplete: 'autocomplete',
};
