import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * CSP source expressions (`'sha256-…'`) for every executable inline script in a build, mapped to
 * the first file it appears in. Data blocks such as JSON-LD are not scripts and are skipped.
 */
export function inlineScriptHashes(buildDir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const file of htmlFiles(buildDir).sort()) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      const type = /\btype=["']?([^"'\s>]+)/.exec(match[1]!)?.[1];
      if (type && type !== 'text/javascript' && type !== 'module') continue;
      const hash = `'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`;
      if (!hashes.has(hash)) hashes.set(hash, file);
    }
  }
  return hashes;
}
