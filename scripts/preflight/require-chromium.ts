import { accessSync, constants } from 'node:fs';

/** Stops `npm test` before any work when the browser tests could not run at the end. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

try {
  accessSync(chromiumPath, constants.X_OK);
} catch {
  console.error(`Chromium was not found at ${chromiumPath}; the browser tests need it.`);
  console.error('Install it with: sudo apt-get install -y chromium');
  process.exit(1);
}
