const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'tools',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // A deep import of the bundler runtime's ES module build; jest runs its CommonJS twin.
    '^(@module-federation/webpack-bundler-runtime/dist/.*)\\.js$': '$1.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.node.ts'],
};
