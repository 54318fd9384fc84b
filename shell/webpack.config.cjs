// The shell (federation host). Remotes are not listed here: their manifest URLs come from
// /runtime-config.json at start-up (src/federation/setup-federation.ts).
const { createFederatedConfig, devRuntimeConfig, shellDevPort } = require('../tools/federation/webpack-base.cjs');

module.exports = createFederatedConfig({
  appDir: __dirname,
  kind: 'host',
  name: 'nordhub_shell',
  devPort: shellDevPort,
  title: 'Nordhub',
  devServer: {
    // `npm run dev`: remotes run on their own dev servers (ports in webpack-base.cjs).
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/runtime-config.json', (_request, response) => {
        response.set('Cache-Control', 'no-cache').json(devRuntimeConfig());
      });
      return middlewares;
    },
  },
});
