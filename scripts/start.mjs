// `npm start`: install what is missing, build what changed (Nx cache), then run the one server
// process that migrates, seeds an empty database and serves API, shell and remotes on one port.
import path from 'node:path';
import { ensureInstall, root, run } from './lib/workspace.mjs';

ensureInstall();

console.log('Building (Nx rebuilds only what changed)...');
const build = await run(path.join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '--outputStyle=static'], { quiet: !process.env.VERBOSE });
if (build.code !== 0) {
  console.error(build.output);
  console.error('The build failed; see the output above.');
  process.exit(build.code);
}

const { spawn } = await import('node:child_process');
const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { STATIC_ROOT: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
