const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'form-widgets',
  testEnvironment: '<rootDir>/../../jest.browser-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.ts'],
};
