import {
  dailyPeriod,
  digestJobsSince,
  digestPeriod,
  digestPeriodStart,
  isDigestDue,
  marksEmptyPeriod,
  selectDigestJobs,
  weeklyPeriod,
} from './digest-period';

const at = (iso: string) => new Date(iso);

describe('digest periods', () => {
  it('a daily period is the UTC day', () => {
    expect(dailyPeriod(at('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(dailyPeriod(at('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    // 00:30 in Helsinki (UTC+2) is still the 22nd in UTC.
    expect(dailyPeriod(at('2026-11-23T00:30:00+02:00'))).toBe('2026-11-22');
  });

  it.each([
    ['2026-11-23T08:00:00Z', '2026-W48'], // a Monday
    ['2026-11-29T23:59:59Z', '2026-W48'], // the Sunday after
    ['2026-11-30T00:00:00Z', '2026-W49'],
    ['2021-01-03T12:00:00Z', '2020-W53'], // early January can belong to last year's week 53
    ['2024-12-30T12:00:00Z', '2025-W01'], // late December can belong to next year's week 1
    ['2026-01-01T00:00:00Z', '2026-W01'],
  ])('the weekly period of %s is the ISO week %s', (date, period) => {
    expect(weeklyPeriod(at(date))).toBe(period);
  });

  it('picks the period by frequency; onceweek is weekly', () => {
    const now = at('2026-11-25T10:00:00Z');
    expect(digestPeriod('daily', now)).toBe('2026-11-25');
    expect(digestPeriod('onceweek', now)).toBe('2026-W48');
  });

  it('knows when a period began', () => {
    const wednesday = at('2026-11-25T10:00:00Z');
    expect(digestPeriodStart('daily', wednesday).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(digestPeriodStart('onceweek', wednesday).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    const sunday = at('2026-11-29T23:00:00Z');
    expect(digestPeriodStart('onceweek', sunday).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('isDigestDue', () => {
  const now = at('2026-11-25T10:00:00Z');
  it('is due once per period, never when unsubscribed', () => {
    expect(isDigestDue({ frequency: 'daily', subscribed: true, lastSentPeriod: null }, now)).toBe(true);
    expect(isDigestDue({ frequency: 'daily', subscribed: true, lastSentPeriod: '2026-11-24' }, now)).toBe(true);
    expect(isDigestDue({ frequency: 'daily', subscribed: true, lastSentPeriod: '2026-11-25' }, now)).toBe(false);
    expect(isDigestDue({ frequency: 'onceweek', subscribed: true, lastSentPeriod: '2026-W48' }, now)).toBe(false);
    expect(isDigestDue({ frequency: 'onceweek', subscribed: true, lastSentPeriod: '2026-W47' }, now)).toBe(true);
    expect(isDigestDue({ frequency: 'daily', subscribed: false, lastSentPeriod: null }, now)).toBe(false);
  });

  it('a switch from weekly to daily makes the subscription due the same day', () => {
    expect(isDigestDue({ frequency: 'daily', subscribed: true, lastSentPeriod: '2026-W48' }, now)).toBe(true);
  });
});

describe('which jobs go in', () => {
  const subscribed = at('2026-11-01T00:00:00Z');

  it('looks back from the last digest, never before the subscription', () => {
    expect(digestJobsSince({ jobsSince: subscribed, lastSentAt: null })).toEqual(subscribed);
    expect(digestJobsSince({ jobsSince: subscribed, lastSentAt: at('2026-11-20T00:05:00Z') })).toEqual(at('2026-11-19T00:05:00Z'));
    expect(digestJobsSince({ jobsSince: subscribed, lastSentAt: at('2026-11-01T06:00:00Z') })).toEqual(subscribed);
  });

  it('takes new jobs not sent before, each once, newest first, capped', () => {
    const since = at('2026-11-20T00:00:00Z');
    const jobs = [
      { id: 'old', liveAt: at('2026-11-19T23:59:59Z') },
      { id: 'a', liveAt: at('2026-11-20T08:00:00Z') },
      { id: 'sent', liveAt: at('2026-11-20T09:00:00Z') },
      { id: 'b', liveAt: at('2026-11-21T08:00:00Z') },
      { id: 'a', liveAt: at('2026-11-20T08:00:00Z') },
    ];
    expect(selectDigestJobs(jobs, new Set(['sent']), since).map((job) => job.id)).toEqual(['b', 'a']);
    expect(selectDigestJobs(jobs, new Set(), since, 1).map((job) => job.id)).toEqual(['b']);
    expect(selectDigestJobs(jobs, new Set(['a', 'b', 'sent']), since)).toEqual([]);
  });

  it('marks an empty period done, except in the period the subscription began', () => {
    const now = at('2026-11-25T10:00:00Z');
    expect(marksEmptyPeriod('daily', at('2026-11-24T22:00:00Z'), now)).toBe(true);
    expect(marksEmptyPeriod('daily', at('2026-11-25T09:00:00Z'), now)).toBe(false);
    expect(marksEmptyPeriod('onceweek', at('2026-11-23T09:00:00Z'), now)).toBe(false);
    expect(marksEmptyPeriod('onceweek', at('2026-11-22T09:00:00Z'), now)).toBe(true);
  });
});
