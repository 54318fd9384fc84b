// Runs after the test framework in every project (the jsdom projects' jest.setup.ts imports it):
// a test fails when the code under test logs an error or a warning, since such logs are defects
// users or operators would see.
const failOn = (kind: 'error' | 'warn') => {
  const original = console[kind];
  beforeEach(() => {
    console[kind] = (...args: unknown[]) => {
      original(...args);
      throw new Error(`console.${kind} was called: ${args.map(String).join(' ')}`);
    };
  });
  afterEach(() => {
    console[kind] = original;
  });
};
failOn('error');
failOn('warn');

export {};
