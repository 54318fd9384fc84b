const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api-client',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.ts'],
};
