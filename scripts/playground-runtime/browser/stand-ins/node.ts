// Stand-ins for the few Node built-ins discord.js' message modules load: `node:process` (for
// deprecation warnings), `node:path` (`parse`, for attachment names), `undici` and `node:fs/promises`
// (used only when a file is read from a path or URL, which the playground cannot do).
export const env = {};
export const emitWarning = () => undefined;

export function parse(path: string) {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot) : '';
  const dir = path.slice(0, Math.max(0, path.length - base.length - 1));
  return {
    root: path.startsWith('/') ? '/' : '',
    dir,
    base,
    ext,
    name: base.slice(0, base.length - ext.length),
  };
}

export const fetch = (...args: Parameters<typeof globalThis.fetch>) => globalThis.fetch(...args);

/** The playground has no file system: every file reads as empty. */
export async function readFile(): Promise<Uint8Array> {
  return new Uint8Array();
}

/** discord.js wraps deprecated methods; nothing here warns. */
export const deprecate = <T>(fn: T): T => fn;
