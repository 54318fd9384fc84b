const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'design-system',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.ts'],
};
