import { formatDeadline, formatDeadlineWithRelative, formatRelativeDay, toDate } from './dates';

describe('formatDeadline', () => {
  it('formats as DD MMM YYYY with a zero-padded day', () => {
    expect(formatDeadline('2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
    expect(formatDeadline(new Date(Date.UTC(2025, 11, 31)))).toBe('31 Dec 2025');
    expect(formatDeadline(Date.UTC(2026, 0, 1))).toBe('01 Jan 2026');
  });

  it('uses UTC, not the local time zone', () => {
    expect(formatDeadline('2026-03-05T23:30:00-02:00')).toBe('06 Mar 2026');
  });

  it('names every month in English', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDeadline(Date.UTC(2026, month, 15)).slice(3, 6));
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('throws on something that is not a date', () => {
    expect(() => formatDeadline('next tuesday')).toThrow(RangeError);
  });
});

describe('formatRelativeDay', () => {
  const now = new Date('2026-03-02T15:00:00Z');

  it.each([
    ['2026-03-02T00:00:00Z', 'today'],
    ['2026-03-02T23:59:59Z', 'today'],
    ['2026-03-03T00:00:00Z', 'in 1 day'],
    ['2026-03-05T08:00:00Z', 'in 3 days'],
    ['2026-03-01T23:00:00Z', '1 day ago'],
    ['2026-02-28T12:00:00Z', '2 days ago'],
    ['2026-03-31T00:00:00Z', 'in 29 days'],
    ['2026-04-01T00:00:00Z', 'in 1 month'],
    ['2026-05-02T00:00:00Z', 'in 2 months'],
    ['2025-12-01T00:00:00Z', '3 months ago'],
    ['2027-03-02T00:00:00Z', 'in 1 year'],
    ['2024-01-01T00:00:00Z', '2 years ago'],
  ])('%s is %s', (date, expected) => {
    expect(formatRelativeDay(date, now)).toBe(expected);
  });
});

describe('formatDeadlineWithRelative', () => {
  it('joins the date and the relative time', () => {
    expect(formatDeadlineWithRelative('2026-03-05T12:00:00Z', new Date('2026-03-02T09:00:00Z'))).toBe(
      '05 Mar 2026 (in 3 days)',
    );
  });
});

describe('toDate', () => {
  it('copies a Date instead of sharing it', () => {
    const original = new Date('2026-01-01T00:00:00Z');
    const copy = toDate(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
  });

  it('rejects an invalid Date', () => {
    expect(() => toDate(new Date('nope'))).toThrow('Not a date');
  });
});
