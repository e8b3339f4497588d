/**
 * Downloads begun on intent by the first-load code, before the engine's chunk has arrived (the
 * document table and the file list need not wait for it); the engine takes each response over
 * with {@link takeEarly}. A failed early download is simply not reused.
 */
const early = new Map<string, Promise<Response>>();

export function fetchEarly(url: string): void {
  if (early.has(url) || typeof fetch === 'undefined') return;
  const response = fetch(url, { credentials: 'same-origin' });
  response.catch(() => early.delete(url));
  early.set(url, response);
}

/** The early download of `url`, once (later calls fetch again). */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}
