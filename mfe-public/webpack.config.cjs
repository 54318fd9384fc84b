// Remote mfe_public: exposes its route table to the shell, for the browser and, in production,
// for the server's first paint too (dist/server, tools/federation/webpack-server.cjs). `webpack
// serve` also starts the standalone harness (src/standalone.tsx) on its own dev port.
const { createFederatedConfig, remotes } = require('../tools/federation/webpack-base.cjs');
const { withServerBuild } = require('../tools/federation/webpack-server.cjs');

const name = 'mfe_public';
const exposes = { './routes': './src/routes.tsx' };

module.exports = withServerBuild(
  createFederatedConfig({
    appDir: __dirname,
    kind: 'remote',
    name,
    exposes,
    devPort: remotes.mfe_public.devPort,
    title: 'Nordhub public pages (standalone)',
  }),
  { appDir: __dirname, name, exposes },
);
