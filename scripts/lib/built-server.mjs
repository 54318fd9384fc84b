// The built product's server (api/dist/main.js) started for a measurement in production mode
// (one process; `npm start` serves the same build, without NODE_ENV=production), on a database of
// the caller's choice, which the seed command fills first when it is empty.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { root } from './workspace.mjs';

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`The server exited (${server.exitCode ?? server.signalCode}) before it answered.`);
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
 * server, switches) and resolves once /api/health answers, with its URL, the child process and
 * `stop(signal)`, which resolves with the exit code (null when a signal ended it). `host` makes it
 * listen there only (e.g. 127.0.0.1) and is the URL's host; `log` appends its output to that file
 * (else stderr is shown). `buildRoot` serves another copy of the build (scripts/compare-builds.mjs)
 * instead of the workspace's own; `nodeArgs` go to node before the script (e.g. `--cpu-prof`).
 */
export async function startBuiltServer({ port, dataDir, env = {}, host, log, buildRoot = root, nodeArgs = [] }) {
  const output = log ? openSync(log, 'a') : 'ignore';
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STATIC_ROOT: buildRoot,
    ...(host ? { HOST: host } : {}),
    ...env,
  };
  if (serverEnv.NODE_ENV === 'production') {
    // Production never seeds the demo data: the seed command (not in production mode) fills an
    // empty database first, as a developer would; it leaves one with data alone.
    const seed = spawn(process.execPath, [path.join(buildRoot, 'api', 'dist', 'seed.js')], {
      cwd: buildRoot,
      stdio: ['ignore', output, log ? output : 'inherit'],
      env: { ...serverEnv, NODE_ENV: 'development' },
    });
    const code = await new Promise((resolve) => seed.once('exit', (exitCode) => resolve(exitCode)));
    if (code !== 0) {
      if (log) closeSync(output);
      throw new Error(`Seeding ${dataDir} failed (exit code ${code}).`);
    }
  }
  const server = spawn(process.execPath, [...nodeArgs, path.join(buildRoot, 'api', 'dist', 'main.js')], {
    cwd: buildRoot,
    stdio: ['ignore', output, log ? output : 'inherit'],
    env: serverEnv,
  });
  if (log) closeSync(output);
  const url = `http://${host ?? 'localhost'}:${port}`;
  const stop = async (signal = 'SIGTERM') => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', resolve)));
    return server.exitCode;
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, child: server };
}
