// Shared jest settings: every project's jest.config.cjs spreads this, so transforms and
// module mapping cannot drift between projects.
const path = require('node:path');

const libs = ['contracts', 'domain', 'i18n', 'design-system', 'api-client', 'session', 'form-widgets', 'remote-kit', 'ui-blocks'];

module.exports = {
  // Jest's runtime keeping V8's code cache between test files (jest.runtime.cjs).
  runtime: path.join(__dirname, 'jest.runtime.cjs'),
  // Every test file leaves its module registry behind in the jest process (some 15 to 25 MB of
  // heap each), and collecting an ever larger heap made a file's set-up two to three times slower
  // by the end of a run: a worker is replaced once a file leaves it past this size. It also makes
  // one-worker projects run their files in a worker instead of in band.
  workerIdleMemoryLimit: '512MB',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: Object.fromEntries(
    libs.flatMap((lib) => [
      [`^@nordhub/${lib}$`, path.join(__dirname, 'libs', lib, 'src', 'index.ts')],
      [`^@nordhub/${lib}/(.*)$`, path.join(__dirname, 'libs', lib, 'src', '$1')],
    ]),
  ),
  // intl-messageformat and its parser (libs/i18n) are ES modules only; jest's module runtime on
  // Node 20 needs them compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Component tests type into whole forms like a user; on two busy cores that can pass 5 s. A hang
  // still fails, just later; speed is measured by `npm run bench`, never by test timeouts.
  testTimeout: 20_000,
};
