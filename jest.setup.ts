// Runs after the test framework in every jsdom and node project.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A unit test fails when the code under test logs an error or a warning: such logs are
// defects users would see in the console.
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

// Waits for what a user would see (findBy, waitFor) allow 5 s instead of 1 s: on a busy 2-core
// machine a first render through lazy routes can take longer than a second without being wrong.
configure({ asyncUtilTimeout: 5000 });
