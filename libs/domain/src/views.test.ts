import { abbreviateCount, formatViews } from './views';

describe('formatViews', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
    [999, '999 views'],
    [1000, '1k views'],
    [1049, '1k views'],
    [1250, '1.2k views'],
    [1999, '1.9k views'],
    [12_345, '12.3k views'],
    [999_999, '999.9k views'],
    [1_000_000, '1M views'],
    [2_560_000, '2.5M views'],
    [1_000_000_000, '1000M views'],
  ])('%d → %s', (count, expected) => {
    expect(formatViews(count)).toBe(expected);
  });

  it('treats negative, fractional and non-numbers sensibly', () => {
    expect(formatViews(-5)).toBe('0 views');
    expect(formatViews(Number.NaN)).toBe('0 views');
    expect(formatViews(1.9)).toBe('1 view');
  });
});

describe('abbreviateCount', () => {
  it('returns the bare number', () => {
    expect(abbreviateCount(1500)).toBe('1.5k');
    expect(abbreviateCount(42)).toBe('42');
  });
});
