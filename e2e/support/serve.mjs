// Starts the built product for the e2e run on a fresh embedded database, so every run sees the
// same deterministic seed.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// One folder per port, so runs on different E2E_PORTs (parallel work on one machine) never share a database.
const port = process.env.PORT ?? '4210';
const dataDir = path.join(root, 'data', port === '4210' ? 'e2e' : `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

// The web servers of the stories' own domains (*.localhost, all on the loopback address): the API
// fetches a domain's verification file from http://<domain>:<port + 5>/.well-known/..., and a story
// puts the file there first with PUT /<domain> (support/domain-verification.ts).
const domainFilePort = Number(port) + 5;
const domainFiles = new Map();
const domainFileServer = createServer((request, response) => {
  const host = String(request.headers.host ?? '').replace(/:\d+$/, '');
  if (request.method === 'PUT') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      domainFiles.set(decodeURIComponent((request.url ?? '/').slice(1)), body);
      response.writeHead(204).end();
    });
    return;
  }
  const file = request.url === '/.well-known/nordhub-verification.txt' ? domainFiles.get(host) : undefined;
  response.writeHead(file === undefined ? 404 : 200, { 'content-type': 'text/plain' }).end(file ?? 'Not found');
});
domainFileServer.listen(domainFilePort, '127.0.0.1');

// SEED_DATE set (the visual-regression server): the server's clock starts at that moment too.
const clock = process.env.SEED_DATE ? ['--require', path.join(root, 'e2e', 'support', 'server-clock.cjs')] : [];
const server = spawn(process.execPath, [...clock, path.join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  // The job digest scheduler runs every second, so a story waits seconds for a digest, not minutes.
  // The robot check's proof of work is a tenth of its default: the stories sign up a dozen times,
  // and the browser solves the same kind of challenge, with its CPU left to the pages.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_ROOT: root,
    NODE_ENV: 'test',
    DIGEST_INTERVAL_MS: process.env.DIGEST_INTERVAL_MS ?? '1000',
    DOMAIN_VERIFICATION_HTTP_PORT: String(domainFilePort),
    ALTCHA_MAX_NUMBER: process.env.ALTCHA_MAX_NUMBER ?? '10000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  domainFileServer.close();
  process.exit(code ?? 0);
});
