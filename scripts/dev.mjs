// `npm run dev`: the API in watch mode and every app on its webpack dev server with hot reload.
// Open http://localhost:4300 (the shell's dev server proxies /api to the API on 4390 and points
// the runtime config at the remotes' dev servers on 4301-4304).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstall, root } from './lib/workspace.mjs';

ensureInstall();

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const processes = [
  // On loopback, like the dev servers that proxy to it (HOST overrides).
  { name: 'api', command: bin('tsx'), args: ['watch', 'api/src/main.ts'], env: { PORT: '4390', HOST: process.env.HOST ?? '127.0.0.1', STATIC_ROOT: root } },
  ...['shell', 'mfe-public', 'mfe-client-portal', 'mfe-careers', 'mfe-whitelabel'].map((app) => ({
    name: app,
    command: bin('webpack'),
    args: ['serve', '--mode', 'development', '-c', 'webpack.config.cjs'],
    cwd: path.join(root, app),
    env: {},
  })),
];

const children = processes.map(({ name, command, args, env, cwd = root }) => {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const forward = (stream) => (chunk) => stream.write(String(chunk).replace(/^(?=.)/gm, prefix));
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  return child;
});
console.log('Nordhub dev: open http://localhost:4300 (API on http://localhost:4390/api)');
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
