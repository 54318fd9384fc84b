import { isClosedJob, safeExternalUrl, textParagraphs } from './job-page';

describe('isClosedJob', () => {
  it('is true for EXPIRED and STOPPED only', () => {
    expect(isClosedJob({ status: 'EXPIRED' })).toBe(true);
    expect(isClosedJob({ status: 'STOPPED' })).toBe(true);
    expect(isClosedJob({ status: 'ACTIVE' })).toBe(false);
  });
});

describe('textParagraphs', () => {
  it('splits at blank lines and drops empty paragraphs', () => {
    expect(textParagraphs('One\r\nline two\r\n\r\n  \n\nTwo  ')).toEqual(['One\nline two', 'Two']);
    expect(textParagraphs('')).toEqual([]);
    expect(textParagraphs(null)).toEqual([]);
  });
});

describe('safeExternalUrl', () => {
  it('keeps http and https links only', () => {
    expect(safeExternalUrl('https://acme.com/apply')).toBe('https://acme.com/apply');
    expect(safeExternalUrl(' http://acme.com ')).toBe('http://acme.com/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});
