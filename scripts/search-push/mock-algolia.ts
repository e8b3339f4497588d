/**
 * A small in-memory stand-in for the Algolia REST API (the endpoints `search:push` uses), on
 * 127.0.0.1, for tests. Not a search engine: it stores what it is sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MockIndex {
  settings: Record<string, unknown>;
  objects: Map<string, Record<string, unknown>>;
  synonyms: unknown[];
  rules: unknown[];
}

export interface MockRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface MockAlgoliaOptions {
  appId: string;
  apiKey: string;
  /** Answers this many requests with HTTP 503 before behaving (to exercise host retry). */
  failFirst?: number;
  /** Answers the nth batch request (1-based) with HTTP 500 forever after (an interrupted push). */
  failBatchFrom?: number;
}

export interface MockAlgolia {
  url: string;
  port: number;
  indices: Map<string, MockIndex>;
  requests: MockRequest[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startMockAlgolia(options: MockAlgoliaOptions): Promise<MockAlgolia> {
  const indices = new Map<string, MockIndex>();
  const requests: MockRequest[] = [];
  let failures = options.failFirst ?? 0;
  let batches = 0;
  let taskId = 1;
  const task = () => ({ taskID: taskId++, updatedAt: new Date().toISOString() });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req).catch(() => undefined);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    if (failures > 0) {
      failures--;
      return send(res, 503, { message: 'Service unavailable (mock)', status: 503 });
    }
    const appId =
      req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
    const apiKey = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
    if (appId !== options.appId || apiKey !== options.apiKey) {
      return send(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
    }
    const m = url.pathname.match(/^\/1\/indexes\/([^/]+)(?:\/(.*))?$/);
    if (!m) return send(res, 404, { message: 'Not found', status: 404 });
    const name = decodeURIComponent(m[1]!);
    const rest = m[2] ?? '';
    const index = indices.get(name);
    const method = req.method ?? 'GET';

    if (method === 'GET' && rest === 'settings') {
      if (!index) return send(res, 404, { message: 'Index does not exist', status: 404 });
      return send(res, 200, index.settings);
    }
    if (method === 'PUT' && rest === 'settings') {
      const target = index ?? { settings: {}, objects: new Map(), synonyms: [], rules: [] };
      target.settings = { ...target.settings, ...(body as object) };
      indices.set(name, target);
      return send(res, 200, task());
    }
    if (method === 'DELETE' && rest === '') {
      indices.delete(name);
      return send(res, 200, { ...task(), deletedAt: new Date().toISOString() });
    }
    if (method === 'GET' && /^task\/\d+$/.test(rest)) {
      return send(res, 200, { status: 'published', pendingTask: false });
    }
    if (method === 'POST' && rest === 'batch') {
      batches++;
      if (options.failBatchFrom !== undefined && batches >= options.failBatchFrom) {
        return send(res, 500, { message: 'Internal error (mock)', status: 500 });
      }
      const target = index ?? { settings: {}, objects: new Map(), synonyms: [], rules: [] };
      const ids: string[] = [];
      for (const op of (body as { requests: { action: string; body: Record<string, unknown> }[] })
        .requests) {
        if (op.action !== 'addObject')
          return send(res, 400, { message: `unsupported ${op.action}`, status: 400 });
        const id = String(op.body.objectID);
        target.objects.set(id, op.body);
        ids.push(id);
      }
      indices.set(name, target);
      return send(res, 200, { ...task(), objectIDs: ids });
    }
    if (method === 'POST' && rest === 'operation') {
      const { operation, destination, scope } = body as {
        operation: string;
        destination: string;
        scope?: string[];
      };
      if (!index) return send(res, 404, { message: 'Index does not exist', status: 404 });
      if (operation === 'move') {
        indices.set(destination, index);
        indices.delete(name);
      } else if (operation === 'copy') {
        const all = !scope || scope.length === 0;
        indices.set(destination, {
          settings: all || scope.includes('settings') ? structuredClone(index.settings) : {},
          synonyms: all || scope.includes('synonyms') ? structuredClone(index.synonyms) : [],
          rules: all || scope.includes('rules') ? structuredClone(index.rules) : [],
          objects: all ? new Map(index.objects) : new Map(),
        });
      } else {
        return send(res, 400, { message: `unknown operation ${operation}`, status: 400 });
      }
      return send(res, 200, task());
    }
    return send(res, 404, { message: `Mock has no ${method} /${rest}`, status: 404 });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    indices,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections?.();
        server.close(() => done());
      }),
  };
}
