const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'mfe-careers',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
};
