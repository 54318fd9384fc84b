const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'ui-blocks',
  testEnvironment: '<rootDir>/../../jest.browser-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.ts'],
};
