import { cappedExpiration, paidPeriodEnd, postingPeriodDays, postingPeriodEnd, postingPeriodMessage } from './posting-period';

describe('posting period', () => {
  const paidAt = new Date('2026-03-01T12:00:00.000Z');

  it('lasts 60 days from the payment', () => {
    expect(postingPeriodDays).toBe(60);
    expect(postingPeriodEnd(paidAt).toISOString()).toBe('2026-04-30T12:00:00.000Z');
  });

  it('caps a later expiration date and keeps an earlier one; no date gets the period end', () => {
    expect(cappedExpiration('2026-12-31T00:00:00.000Z', paidAt).toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(cappedExpiration('2026-03-20T00:00:00.000Z', paidAt).toISOString()).toBe('2026-03-20T00:00:00.000Z');
    expect(cappedExpiration(null, paidAt).toISOString()).toBe('2026-04-30T12:00:00.000Z');
  });

  it('reads the stored period end, else the later of the date and 60 days after approval', () => {
    expect(paidPeriodEnd({ postingEndsAt: '2026-04-30T12:00:00.000Z', expirationDate: '2027-01-01' })?.toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(paidPeriodEnd({ approvedAt: paidAt, expirationDate: '2026-03-10T00:00:00.000Z' })?.toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(paidPeriodEnd({ approvedAt: paidAt, expirationDate: '2026-06-01T00:00:00.000Z' })?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(paidPeriodEnd({})).toBeNull();
  });

  it('names the last allowed day in its message', () => {
    expect(postingPeriodMessage(new Date('2026-04-30T12:00:00.000Z'))).toContain('at most 2026-04-30');
  });
});
