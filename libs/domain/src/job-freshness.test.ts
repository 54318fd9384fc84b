import { confirmationReminderDue, isJobStale, isSameJobPosting, jobFreshnessLabel } from './job-freshness';

const now = new Date('2026-03-31T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('isJobStale', () => {
  it('is fresh while confirmed within the last 30 days', () => {
    expect(isJobStale(now, now)).toBe(false);
    expect(isJobStale(daysAgo(29), now)).toBe(false);
    expect(isJobStale(daysAgo(30), now)).toBe(false);
  });

  it('is stale once the last confirmation is more than 30 days old, or when there is none', () => {
    expect(isJobStale(new Date(daysAgo(30).getTime() - 1), now)).toBe(true);
    expect(isJobStale(daysAgo(45).toISOString(), now)).toBe(true);
    expect(isJobStale(null, now)).toBe(true);
    expect(isJobStale(undefined, now)).toBe(true);
  });
});

describe('jobFreshnessLabel', () => {
  it('says when the job was last confirmed open, in UTC days', () => {
    expect(jobFreshnessLabel(now, now)).toBe('Confirmed open today');
    expect(jobFreshnessLabel('2026-03-31T00:00:01Z', now)).toBe('Confirmed open today');
    expect(jobFreshnessLabel('2026-03-30T23:59:59Z', now)).toBe('Confirmed open yesterday');
    expect(jobFreshnessLabel(daysAgo(3), now)).toBe('Confirmed open 3 days ago');
    expect(jobFreshnessLabel(daysAgo(30), now)).toBe('Confirmed open 30 days ago');
  });

  it('says a stale job is not confirmed', () => {
    expect(jobFreshnessLabel(daysAgo(31), now)).toBe('Not confirmed in the last 30 days');
    expect(jobFreshnessLabel(null, now)).toBe('Not confirmed in the last 30 days');
  });

  it('reads a confirmation a moment in the future (another clock) as today', () => {
    expect(jobFreshnessLabel(new Date(now.getTime() + 60_000), now)).toBe('Confirmed open today');
  });
});

describe('confirmationReminderDue', () => {
  it('is due 14 days after the last confirmation', () => {
    expect(confirmationReminderDue({ confirmedAt: daysAgo(13) }, now)).toBe(false);
    expect(confirmationReminderDue({ confirmedAt: daysAgo(14) }, now)).toBe(true);
  });

  it('waits 14 days after the last reminder, so it is sent once per period', () => {
    expect(confirmationReminderDue({ confirmedAt: daysAgo(20), remindedAt: daysAgo(6) }, now)).toBe(false);
    expect(confirmationReminderDue({ confirmedAt: daysAgo(28), remindedAt: daysAgo(14) }, now)).toBe(true);
    // A confirmation after the reminder starts a new period.
    expect(confirmationReminderDue({ confirmedAt: daysAgo(2), remindedAt: daysAgo(16) }, now)).toBe(false);
  });
});

describe('isSameJobPosting', () => {
  const job = (title: string, locality: string | null, countryCode: string | null = 'DK') => ({ title, location: { locality, countryCode } });

  it('matches titles ignoring case and spaces, in the same city and country', () => {
    expect(isSameJobPosting(job('Backend Engineer', 'Copenhagen'), job('  backend   engineer ', 'copenhagen '))).toBe(true);
    expect(isSameJobPosting(job('Designer', null), job('designer', ''))).toBe(true);
  });

  it('tells other titles and other places apart', () => {
    expect(isSameJobPosting(job('Backend Engineer', 'Copenhagen'), job('Senior Backend Engineer', 'Copenhagen'))).toBe(false);
    expect(isSameJobPosting(job('Backend Engineer', 'Copenhagen'), job('Backend Engineer', 'Aarhus'))).toBe(false);
    expect(isSameJobPosting(job('Backend Engineer', 'Malmö', 'SE'), job('Backend Engineer', 'Malmö', 'DK'))).toBe(false);
  });
});
