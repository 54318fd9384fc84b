// Remote mfe_whitelabel: exposes its route table to the shell. `webpack serve` also starts the
// standalone harness (src/standalone.tsx) on its own dev port.
const { createFederatedConfig, remotes } = require('../tools/federation/webpack-base.cjs');
const { withServerBuild } = require('../tools/federation/webpack-server.cjs');

const name = 'mfe_whitelabel';
const exposes = { './routes': './src/routes.tsx' };

// In production also the server build of the same route table (dist/server, webpack-server.cjs).
module.exports = withServerBuild(
  createFederatedConfig({
    appDir: __dirname,
    kind: 'remote',
    name,
    exposes,
    devPort: remotes.mfe_whitelabel.devPort,
    title: 'Nordhub white-label feed (standalone)',
  }),
  { appDir: __dirname, name, exposes },
);
