import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { freePort } from './product-server';

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

export type StaticOrigin = { url: string; start: () => Promise<void>; stop: () => Promise<void> };

/**
 * A separate origin serving one folder, as a CDN would serve a remote's build: CORS open,
 * nothing cached. It can be stopped and started again on the same port to simulate an outage.
 */
export async function staticOrigin(folder: string): Promise<StaticOrigin> {
  const port = await freePort();
  let server: Server | null = null;
  const handler: Parameters<typeof createServer>[1] = (request, response) => {
    const file = path.join(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    start: () =>
      new Promise((resolve) => {
        server = createServer(handler);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
        server = null;
      }),
  };
}
