// Helpers shared by the project's commands (start, dev, test, ci): run a child process with its
// output streamed, make sure dependencies and the browser are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Debian's Chromium and the flags it needs on this machine (headless, as root, offline); one file,
// read by these scripts and by e2e/support/environment.ts.
const chromium = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromium.json'), 'utf8'));
export const chromiumPath = chromium.executablePath;
export const chromiumFlags = chromium.args;

/** Runs a command, streaming its output, and resolves with its exit code and captured output. */
export function run(command, args, { env, cwd = root, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (stream) => (chunk) => {
      output += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** npm install when node_modules is missing or older than the lock file or a package.json. */
export function ensureInstall() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const manifests = ['package.json', 'package-lock.json'].map((f) => path.join(root, f));
  const stale =
    !existsSync(marker) ||
    manifests.some((file) => existsSync(file) && statSync(file).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('Installing dependencies (npm install)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm install failed');
    process.exit(result.status ?? 1);
  }
}

/** Debian's Chromium for Playwright; nothing downloads a browser of its own. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  console.log('Installing Debian chromium for the end-to-end tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(chromiumPath);
}
