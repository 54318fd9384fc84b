const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'mfe-whitelabel',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
};
