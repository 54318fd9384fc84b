const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'shell',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
};
