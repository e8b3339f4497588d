// npm run csp:update — after `npm run build`, writes the sha256 of every inline script of the build
// into the script-src of netlify.toml's Content-Security-Policy. tests/browser/deploy.test.ts fails
// when the two disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { inlineScriptHashes } from './inline-scripts';

const file = 'netlify.toml';
const toml = readFileSync(file, 'utf8');
const hashes = [...inlineScriptHashes('build').keys()].sort();
const updated = toml.replace(
  /(Content-Security-Policy = "[^"]*?)script-src [^;]*;/,
  `$1script-src 'self' blob: ${hashes.join(' ')};`,
);
if (updated === toml) {
  console.log(`netlify.toml already allows the ${hashes.length} inline scripts of the build`);
} else {
  writeFileSync(file, updated);
  console.log(`netlify.toml: script-src now allows ${hashes.length} inline scripts`);
}
