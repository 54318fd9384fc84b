const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'tools',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
};
