import { metaDescription } from './meta';

describe('metaDescription', () => {
  it('keeps a short text as it is, with whitespace collapsed', () => {
    expect(metaDescription('  Join   our\nteam  ')).toBe('Join our team');
  });

  it('keeps a text of exactly 200 characters', () => {
    const text = 'a'.repeat(200);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts a longer text on a word boundary, ellipsis included in 200', () => {
    const text = 'word '.repeat(60).trim(); // 299 characters
    const result = metaDescription(text);
    expect(result.length).toBeLessThanOrEqual(200);
    expect(result.endsWith('word…')).toBe(true);
    expect(result).toBe(`${'word '.repeat(39)}word…`);
  });

  it('keeps the last whole word when the cut falls on a space', () => {
    // 199 characters of "a"s and a space right after them.
    const text = `${'a'.repeat(199)} bbb`;
    expect(metaDescription(text)).toBe(`${'a'.repeat(199)}…`);
  });

  it('does not end on dangling punctuation before the ellipsis', () => {
    const text = `${'x'.repeat(190)}, yyyyyyyyyyyyyy`;
    expect(metaDescription(text)).toBe(`${'x'.repeat(190)}…`);
  });

  it('cuts a single over-long word hard', () => {
    const result = metaDescription('z'.repeat(300));
    expect(result).toBe(`${'z'.repeat(199)}…`);
    expect(result.length).toBe(200);
  });

  it('accepts another limit', () => {
    expect(metaDescription('one two three four', 10)).toBe('one two…');
  });

  it('is empty for no text', () => {
    expect(metaDescription(null)).toBe('');
    expect(metaDescription(undefined)).toBe('');
  });
});
