const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'mfe-client-portal',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
};
