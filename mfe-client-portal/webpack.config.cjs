// Remote mfe_client_portal: exposes its route table to the shell, for the browser and, in production, for
// the server's first paint too (dist/server, tools/federation/webpack-server.cjs). `webpack serve`
// also starts the standalone harness (src/standalone.tsx) on its own dev port.
const { createRemoteConfig } = require('../tools/federation/webpack-server.cjs');

module.exports = createRemoteConfig({ appDir: __dirname, name: 'mfe_client_portal', title: 'Nordhub client portal (standalone)' });
