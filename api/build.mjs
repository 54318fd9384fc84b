// Bundles the API with esbuild: api/dist/main.js (server), seed.js, migrate.js, backup.js and restore.js (CLIs), bench.js
// (the search benchmark), static-origin.js (a build folder served as a CDN would).
// npm packages stay external (PGlite loads its WASM and data files relative to its own
// folder); the workspace libs (@nordhub/contracts, @nordhub/domain) are source-consumed, so
// they are compiled into the bundle. Migrations are copied beside the bundle.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const libs = path.join(here, '..', 'libs');

/** Resolves @nordhub/<lib> to its TypeScript source so it is bundled, not left external. */
const workspaceLibs = {
  name: 'workspace-libs',
  setup(build) {
    build.onResolve({ filter: /^@nordhub\// }, (args) => {
      const [, lib, ...rest] = args.path.split('/');
      const file = rest.length > 0 ? path.join(libs, lib, 'src', ...rest) : path.join(libs, lib, 'src', 'index.ts');
      return { path: rest.length > 0 && !path.extname(file) ? `${file}.ts` : file };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const started = Date.now();
await esbuild.build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/cli/seed.ts',
    migrate: 'src/cli/migrate.ts',
    // `npm run backup` / `npm run restore` (docs/deploy.md, "Backup and restore").
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    // `npm run rates:import -w api`: the day's ECB reference rates into currency_rates.
    'import-rates': 'src/cli/import-rates.ts',
    // `npm run bench` (scripts/bench.mjs) runs the search benchmark from here.
    bench: 'src/modules/jobs/jobs/search-bench.ts',
    // One build folder served as a static origin or CDN would (docs/deploy.md, npm run test:scale).
    'static-origin': 'src/cli/static-origin.ts',
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  plugins: [workspaceLibs],
  sourcemap: true,
  logLevel: 'warning',
  // Names stay readable in stack traces.
  keepNames: true,
});

cpSync(path.join(here, 'src', 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
// The career-page script is served as written (plain browser JavaScript, no build step).
mkdirSync(path.join(dist, 'embed'), { recursive: true });
cpSync(path.join(here, 'src', 'modules', 'companies', 'embeds', 'career-page.js'), path.join(dist, 'embed', 'career-page.js'));
// The bundle is CommonJS whatever the package says.
writeFileSync(path.join(dist, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
console.log(`api: built dist/main.js, dist/seed.js, dist/migrate.js, dist/backup.js, dist/restore.js, dist/bench.js, dist/static-origin.js in ${Date.now() - started} ms`);
