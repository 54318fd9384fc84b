const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'i18n',
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.node.ts'],
};
