// The redirect table of retired API reference URLs. One list feeds both the client-side redirect
// pages (docusaurus.config.ts, @docusaurus/plugin-client-redirects) and the 301s of netlify.toml
// (the block between the markers below, written by `npm run docgen -- --redirects` and checked by
// tests/unit/redirects.test.ts). Every `to` must be a page of the site; the live-routes test
// checks that against the build.

export interface ApiRedirect {
  /** A URL the live site published (no trailing slash except for kind indexes). */
  from: string;
  /** The page that now explains the same thing. */
  to: string;
  /** Why the old URL is gone, for the docgen report. */
  why: string;
}

const V1 = '/docs/api-reference';
const V0 = '/docs/v0/api-reference';

const renamed = (from: string, to: string, name: string): ApiRedirect => ({
  from: `${V1}/${from}`,
  to: `${V1}/${to}`,
  why: `renamed: exported as ${name}`,
});
const internal = (from: string, to: string, what: string): ApiRedirect => ({
  from: `${V1}/${from}`,
  to: to.startsWith('/') ? to : `${V1}/${to}`,
  why: `internal ${what}: not exported`,
});

const AI_GUIDE = '/docs/guide/official-plugins/commandkit-ai';
const I18N_GUIDE = '/docs/guide/official-plugins/commandkit-i18n';
const KV_GUIDE = '/docs/guide/useful-utilities/commandkit-kv';
const LEGACY_GUIDE = '/docs/guide/official-plugins/commandkit-legacy';

/** 0.1.x reference URLs for names the published commandkit@0.1.10 package does not export. */
export const V0_RETIRED_API_PAGES: ApiRedirect[] = [
  {
    from: `${V0}/types/CommandContext`,
    to: `${V0}/types/CommandProps`,
    why: 'not in commandkit@0.1.10: CommandProps documents the same object',
  },
  {
    from: `${V0}/types/CommandFileObject`,
    to: `${V0}/types/CommandObject`,
    why: 'not in commandkit@0.1.10: CommandObject documents the same object',
  },
  {
    from: `${V0}/types/CommandKitData`,
    to: `${V0}/types/CommandKitOptions`,
    why: 'not in commandkit@0.1.10: CommandKitOptions documents the same object',
  },
  {
    from: `${V0}/variables/version`,
    to: '/docs/v0/guide/installation',
    why: 'not in commandkit@0.1.10',
  },
];

/** 1.x reference URLs of the live site that no generated page has any more. */
export const V1_RETIRED_API_PAGES: ApiRedirect[] = [
  renamed('commandkit/functions/after', 'commandkit/functions/unstable_after', 'unstable_after'),
  renamed(
    'commandkit/functions/cancel-after',
    'commandkit/functions/unstable_cancel-after',
    'unstable_cancelAfter',
  ),
  // @commandkit/ai: the built-in tools the plugin hands to the model.
  internal('ai/variables', AI_GUIDE, 'built-in AI tools (the whole kind index)'),
  ...[
    'create-embed',
    'get-available-commands',
    'get-channel-by-id',
    'get-current-client-info',
    'get-guild-by-id',
    'get-member-by-id',
    'get-user-by-id',
  ].map((slug) => internal(`ai/variables/${slug}`, AI_GUIDE, 'built-in AI tool')),
  // commandkit
  internal(
    'commandkit/classes/json-flag-provider',
    'commandkit/interfaces/flag-provider',
    'flag provider implementation',
  ),
  internal(
    'commandkit/classes/macro-plugin',
    '/docs/guide/creating-plugins/creating-compiler-plugin',
    'built-in compiler plugin',
  ),
  ...[
    'functions/create-command-kit-error',
    'functions/is-command-kit-error',
    'types/command-kit-error',
  ].map((rel) =>
    internal(`commandkit/${rel}`, 'commandkit/variables/command-kit-error-codes', 'error helper'),
  ),
  ...['functions/create-proxy', 'interfaces/simple-proxy'].map((rel) =>
    internal(`commandkit/${rel}`, 'commandkit/classes/command-kit', 'client proxy helper'),
  ),
  ...[
    'functions/deserializer',
    'functions/serializer',
    'functions/json-serialize',
    'functions/get-nested-value',
    'functions/set-nested-value',
  ].map((rel) => internal(`commandkit/${rel}`, KV_GUIDE, 'KV serializer helper')),
  // emitWarning, warnDeprecated and warnUnstable were internal in 1.2.0; CommandKit main exports
  // them, so they have pages again (labelled "On main", from api-notes/1.x/.model-main.json).
  internal(
    'commandkit/functions/find-app-directory',
    '/docs/guide/advanced/file-naming-conventions',
    'app directory lookup',
  ),
  internal('commandkit/functions/is-plugin', 'commandkit/classes/plugin-common', 'plugin check'),
  internal(
    'commandkit/functions/load-config-file',
    'commandkit/functions/define-config',
    'config file loader',
  ),
  ...['functions/register-dev-hooks', 'interfaces/ipc-message-command'].map((rel) =>
    internal(`commandkit/${rel}`, 'commandkit/variables/hmrevent-type', 'development server hook'),
  ),
  ...['interfaces/loaded-event', 'types/event-listener'].map((rel) =>
    internal(`commandkit/${rel}`, 'commandkit/classes/app-events-handler', 'event handler data'),
  ),
  internal(
    'commandkit/types/analytics-event',
    'commandkit/variables/analytics-events',
    'analytics event name type',
  ),
  internal(
    'commandkit/variables/default-config',
    'commandkit/functions/define-config',
    'default configuration',
  ),
  internal(
    'commandkit/variables/middleware-id',
    '/docs/guide/commands/middlewares',
    'built-in permissions middleware id',
  ),
  // @commandkit/i18n: command translation files and their metadata keys.
  internal('i18n/variables', 'i18n/', 'i18n constants (the whole kind index)'),
  ...[
    'interfaces/basic-command-translation-metadata',
    'interfaces/command-translation',
    'interfaces/command-translation-metadata',
    'variables/command_metadata_key',
    'variables/discord_locales',
    'variables/message_ctx_command_metadata_key',
    'variables/user_ctx_command_metadata_key',
  ].map((rel) => internal(`i18n/${rel}`, I18N_GUIDE, 'translation file shape or constant')),
  // @commandkit/legacy
  ...['functions/dev-only-validation', 'functions/permission-validation'].map((rel) =>
    internal(`legacy/${rel}`, LEGACY_GUIDE, 'built-in validation'),
  ),
];

export const API_REDIRECTS: ApiRedirect[] = [...V0_RETIRED_API_PAGES, ...V1_RETIRED_API_PAGES];

export const NETLIFY_BEGIN = '# BEGIN retired API reference URLs (scripts/docgen/redirects.ts)';
export const NETLIFY_END = '# END retired API reference URLs';

/** The netlify.toml block of 301s for the table. */
export function netlifyRedirectsBlock(redirects: ApiRedirect[] = API_REDIRECTS): string {
  const entries = redirects.map(
    (r) => `[[redirects]]\n  from = "${r.from}"\n  to = "${r.to}"\n  status = 301\n`,
  );
  return `${NETLIFY_BEGIN}\n${entries.join('\n')}${NETLIFY_END}`;
}

/** netlify.toml with its block replaced (or appended when missing). */
export function withNetlifyRedirects(toml: string, block = netlifyRedirectsBlock()): string {
  const start = toml.indexOf(NETLIFY_BEGIN);
  const end = toml.indexOf(NETLIFY_END);
  if (start >= 0 && end > start) {
    return toml.slice(0, start) + block + toml.slice(end + NETLIFY_END.length);
  }
  return `${toml.replace(/\n*$/, '\n\n')}${block}\n`;
}
