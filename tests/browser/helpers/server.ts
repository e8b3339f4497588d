import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface StaticServer {
  /** Origin without trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Extra response headers for every response (e.g. the deploy's security headers). */
  headers?: Record<string, string>;
  /** Gzip text responses as the production host does (for realistic performance numbers). */
  compress?: boolean;
}

/** Serves a production build on 127.0.0.1 the way `docusaurus serve` does (clean URLs, 404.html). */
export async function startServer(
  buildDir = resolve('build'),
  options: ServerOptions = {},
): Promise<StaticServer> {
  const gzip = options.compress ? compression() : undefined;
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    if (req.url?.startsWith('/assets/')) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    }
    const serve = () =>
      void serveHandler(req, res, { public: buildDir, cleanUrls: true, directoryListing: false });
    if (gzip) gzip(req as never, res as never, serve);
    else serve();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
