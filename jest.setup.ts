// Runs after the test framework in every jsdom project. The node projects take only
// jest.setup.node.ts: loading Testing Library's matchers and DOM queries cost each of their test
// files a few hundred milliseconds for nothing.
import './jest.setup.node';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Waits for what a user would see (findBy, waitFor) allow 5 s instead of 1 s: on a busy 2-core
// machine a first render through lazy routes can take longer than a second without being wrong.
configure({ asyncUtilTimeout: 5000 });
