import { normalizeWebsite } from './website';

describe('normalizeWebsite', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['www.example.com/jobs', 'http://www.example.com/jobs'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['  example.com  ', 'http://example.com'],
    ['//example.com', 'http://example.com'],
    ['httpexample.com', 'http://httpexample.com'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });

  it('keeps a missing website empty', () => {
    expect(normalizeWebsite(null)).toBe('');
    expect(normalizeWebsite(undefined)).toBe('');
  });
});
