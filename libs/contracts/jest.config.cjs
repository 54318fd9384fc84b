const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'contracts',
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.node.ts'],
};
