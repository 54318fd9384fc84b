const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'mfe-public',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
};
