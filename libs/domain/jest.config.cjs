const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'domain',
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.node.ts'],
};
