// The playground keeps its code in the URL's hash (`#code=` + base64url of the UTF-8 text), so a
// link shares it and nothing is stored anywhere else.
const PREFIX = '#code=';

export function codeToHash(code: string): string {
  const bytes = new TextEncoder().encode(code);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return PREFIX + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The code in a hash, or undefined when the hash holds none (or not a valid one). */
export function codeFromHash(hash: string): string | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  try {
    const binary = atob(hash.slice(PREFIX.length).replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}
