const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api-client',
  testEnvironment: '<rootDir>/../../jest.browser-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.ts'],
};
