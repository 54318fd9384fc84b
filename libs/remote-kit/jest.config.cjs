const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'remote-kit',
  testEnvironment: '<rootDir>/../../jest.browser-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.ts'],
};
