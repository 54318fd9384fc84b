import { appliedReminderDue, answerDays, responseRecord, responseRecordTexts } from './response-record';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
/** An application sent `sent` days ago and answered `after` days later (null: not answered). */
const app = (sent: number, after: number | null) => ({ appliedAt: daysAgo(sent), answeredAt: after === null ? null : daysAgo(sent - after) });

describe('responseRecord', () => {
  it('takes the median time to the first answer and the share answered within 14 days', () => {
    const record = responseRecord([app(40, 1), app(40, 3), app(40, 5), app(40, 9), app(40, 20)], now);
    expect(record).toEqual({
      applications: 5,
      answeredWithinWindow: 4,
      shareAnsweredWithinWindow: 0.8,
      medianDaysToAnswer: 5,
      enough: true,
      responsive: true,
    });
  });

  it('counts an application never answered as never: the median is unknown once half are unanswered', () => {
    const answeredHalf = responseRecord([app(30, 2), app(30, 4), app(30, null), app(30, null)], now);
    expect(answeredHalf.medianDaysToAnswer).toBeNull();
    expect(answeredHalf.shareAnsweredWithinWindow).toBe(0.5);
    const mostly = responseRecord([app(30, 2), app(30, 4), app(30, 6), app(30, null)], now);
    // Even count: the mean of the two middle waits.
    expect(mostly.medianDaysToAnswer).toBe(5);
  });

  it('leaves out unanswered applications younger than 14 days: they may still be answered in time', () => {
    const record = responseRecord([app(3, null), app(13.9, null), app(14, null), app(2, 1)], now);
    expect(record.applications).toBe(2);
    expect(record.answeredWithinWindow).toBe(1);
  });

  it('needs five counted applications before it is shown, and 70% answered in time to be responsive', () => {
    const four = responseRecord([app(20, 1), app(20, 1), app(20, 1), app(20, 1), app(5, null)], now);
    expect(four).toMatchObject({ applications: 4, enough: false, responsive: false });
    const fiveSlow = responseRecord([app(20, 1), app(20, 1), app(20, 1), app(20, null), app(20, null)], now);
    expect(fiveSlow).toMatchObject({ enough: true, shareAnsweredWithinWindow: 0.6, responsive: false });
    const tenAtSeventy = responseRecord([...Array(7).fill(app(20, 2)), ...Array(3).fill(app(20, 15))], now);
    expect(tenAtSeventy).toMatchObject({ shareAnsweredWithinWindow: 0.7, responsive: true });
  });

  it('counts only the last year, and an answer dated before its application as immediate', () => {
    const record = responseRecord([app(400, 1), app(10, -1), app(-1, null)], now);
    expect(record.applications).toBe(1);
    expect(record.medianDaysToAnswer).toBe(0);
  });

  it('is empty without applications', () => {
    expect(responseRecord([], now)).toEqual({
      applications: 0,
      answeredWithinWindow: 0,
      shareAnsweredWithinWindow: null,
      medianDaysToAnswer: null,
      enough: false,
      responsive: false,
    });
  });
});

describe('responseRecordTexts', () => {
  it('says how soon the startup usually answers and how many it answers in time', () => {
    expect(responseRecordTexts({ enough: true, medianDaysToAnswer: 4.2, shareAnsweredWithinWindow: 0.8 })).toEqual({
      headline: 'Usually answers within 5 days',
      detail: 'Answers 80% of applications within 14 days',
    });
    expect(responseRecordTexts({ enough: true, medianDaysToAnswer: 0.3, shareAnsweredWithinWindow: 1 })?.headline).toBe('Usually answers within a day');
    expect(responseRecordTexts({ enough: true, medianDaysToAnswer: null, shareAnsweredWithinWindow: 0.2 })?.headline).toBe('Rarely answers applications');
  });

  it('shows nothing below five applications', () => {
    expect(responseRecordTexts({ enough: false, medianDaysToAnswer: 1, shareAnsweredWithinWindow: 1 })).toBeNull();
  });

  it('rounds days up, never below one', () => {
    expect([answerDays(0), answerDays(1), answerDays(1.01), answerDays(5)]).toEqual([1, 1, 2, 5]);
  });
});

describe('appliedReminderDue', () => {
  it('is due after 10 days in Applied, and not for a backlog older than 30 days', () => {
    expect(appliedReminderDue(daysAgo(9.9), now)).toBe(false);
    expect(appliedReminderDue(daysAgo(10), now)).toBe(true);
    expect(appliedReminderDue(daysAgo(30), now)).toBe(true);
    expect(appliedReminderDue(daysAgo(31), now)).toBe(false);
  });
});
