const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'session',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.ts'],
};
