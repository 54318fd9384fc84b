// Remote mfe_whitelabel: exposes its route table to the shell. `webpack serve` also starts the
// standalone harness (src/standalone.tsx) on its own dev port.
const { createFederatedConfig, remotes } = require('../tools/federation/webpack-base.cjs');

module.exports = createFederatedConfig({
  appDir: __dirname,
  kind: 'remote',
  name: 'mfe_whitelabel',
  exposes: { './routes': './src/routes.tsx' },
  devPort: remotes.mfe_whitelabel.devPort,
  title: 'Nordhub white-label feed (standalone)',
});
