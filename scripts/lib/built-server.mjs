// The built product's server (api/dist/main.js) started for a measurement, the way `npm start`
// serves it (production mode, one process), on a database of the caller's choice.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './workspace.mjs';

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it answered.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl}/api/health did not answer within 3 minutes.`);
}

/**
 * Starts the built server on `port` with `dataDir` (and `env`: DATABASE_URL for the PostgreSQL
 * server, switches) and resolves once /api/health answers, with its URL and `stop()`.
 */
export async function startBuiltServer({ port, dataDir, env = {} }) {
  const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', STATIC_ROOT: root, ...env },
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
