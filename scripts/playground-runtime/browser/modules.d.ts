// The browser bundle's sources resolve these from the prepared CommandKit workspace and the
// CommandKit checkout (scripts/playground-runtime/bundle.ts), not from the site's node_modules.
declare module '@commandkit-source/components' {
  const components: Record<string, unknown>;
  export = components;
}
declare module '@commandkit-source/jsx-runtime' {
  export function jsx(type: unknown, props: Record<string, unknown>): unknown;
  export const jsxs: typeof jsx;
  export const Fragment: unknown;
}
declare module '@commandkit-source/discord' {
  export const MessagePayload: {
    create(target: unknown, options: unknown): { resolveBody(): { body: unknown } };
  };
  export const BaseInteraction: { prototype: object };
  export const toSnakeCase: (value: unknown) => unknown;
}
declare module 'discord.js/src/*';
declare module 'playground:facts' {
  const facts: { commit: string; nodeExports: Record<string, string[]> };
  export default facts;
}
