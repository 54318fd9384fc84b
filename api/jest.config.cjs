const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.node.ts'],
  // Probes the PostgreSQL test server once and prepares the PGlite template.
  globalSetup: '<rootDir>/src/test/global-setup.cjs',
  // Database suites open PGlite (WASM) and run migrations; give them room on a busy machine.
  testTimeout: 60_000,
  // Every core: the suites are independent (in-memory PGlite, one schema per suite on the server)
  // and the longest of `npm test`; jest's default (cores - 1) ran them on one of two cores
  // (641 s in a clean-clone run; 431 s with both, 2026-11-27).
  maxWorkers: '100%',
  // Some CommonJS dependencies require ESM-only packages (@fastify/static: content-disposition 2,
  // light-my-request: cookie 1). Node 20 loads them natively; jest's module runtime (before Node
  // 24.9) needs them compiled to CommonJS. oidc-provider and jose (the dev OpenID provider) are
  // ESM-only too, and so is openid-client (with oauth4webapi), the OAuth client, and intl-messageformat
  // (with its @formatjs parser), the ICU runtime of libs/i18n.
  transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition|cookie|oidc-provider|jose|openid-client|oauth4webapi|intl-messageformat|@formatjs)/).*/node_modules/'],
};
