import { toDate, utcDayNumber } from './dates';

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

describe('utcDayNumber', () => {
  it('is the same through a UTC day and one more after midnight UTC', () => {
    const day = utcDayNumber(new Date('2026-03-05T00:00:00Z'));
    expect(utcDayNumber(new Date('2026-03-05T23:59:59.999Z'))).toBe(day);
    expect(utcDayNumber(new Date('2026-03-06T00:00:00Z'))).toBe(day + 1);
  });
});
