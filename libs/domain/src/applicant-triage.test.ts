import { advanceColumn, fillEmailPlaceholders, formatApplicationActivity, formatTimeAgo, formatTimeInStage, lastApplicationActivity } from './applicant-triage';

const now = new Date('2026-03-10T12:00:00Z');

describe('formatTimeAgo', () => {
  it.each([
    ['2026-03-10T11:59:30Z', 'just now'],
    ['2026-03-10T11:55:00Z', '5 minutes ago'],
    ['2026-03-10T10:00:00Z', '2 hours ago'],
    ['2026-03-09T10:00:00Z', 'yesterday'],
    ['2026-03-05T12:00:00Z', '5 days ago'],
    ['2026-02-20T12:00:00Z', '2 weeks ago'],
    ['2025-01-01T12:00:00Z', 'last year'],
    ['2024-01-01T12:00:00Z', '2 years ago'],
  ])('%s reads "%s"', (value, expected) => {
    expect(formatTimeAgo(value, now)).toBe(expected);
  });
});

describe('formatTimeInStage', () => {
  it('counts whole days, else hours', () => {
    expect(formatTimeInStage('2026-03-07T09:00:00Z', now)).toBe('3 days in stage');
    expect(formatTimeInStage('2026-03-09T11:00:00Z', now)).toBe('1 day in stage');
    expect(formatTimeInStage('2026-03-10T07:00:00Z', now)).toBe('5 hours in stage');
    expect(formatTimeInStage('2026-03-10T11:30:00Z', now)).toBe('Less than an hour in stage');
  });
});

describe('lastApplicationActivity', () => {
  const applied = { createdAt: '2026-03-05T12:00:00Z', stageChangedAt: '2026-03-05T12:00:00.040Z', lastNoteAt: null };
  it('is the application itself until something happens', () => {
    expect(formatApplicationActivity(lastApplicationActivity(applied), now)).toBe('Applied 5 days ago');
  });
  it('is the newest of a move and a note', () => {
    expect(lastApplicationActivity({ ...applied, stageChangedAt: '2026-03-09T12:00:00Z' })).toEqual({ kind: 'moved', at: '2026-03-09T12:00:00Z' });
    expect(formatApplicationActivity(lastApplicationActivity({ ...applied, stageChangedAt: '2026-03-09T12:00:00Z', lastNoteAt: '2026-03-10T10:00:00Z' }), now)).toBe('Note 2 hours ago');
    expect(lastApplicationActivity({ ...applied, stageChangedAt: '2026-03-10T11:00:00Z', lastNoteAt: '2026-03-10T10:00:00Z' }).kind).toBe('moved');
  });
});

describe('advanceColumn', () => {
  const columns = [
    { id: 'a', stage: 'applied' as const },
    { id: 'i', stage: 'custom' as const },
    { id: 'o', stage: 'custom' as const },
    { id: 'h', stage: 'hired' as const },
    { id: 't', stage: 'toreject' as const },
    { id: 'r', stage: 'rejected' as const },
  ];
  it('moves on to the next column towards Hired', () => {
    expect(advanceColumn(columns, { columnId: 'a', stage: 'applied' })?.id).toBe('i');
    expect(advanceColumn(columns, { columnId: 'i', stage: 'custom' })?.id).toBe('o');
    expect(advanceColumn(columns, { columnId: 'o', stage: 'custom' })?.id).toBe('h');
  });
  it('has nowhere to go from Hired, To be rejected or Rejected', () => {
    expect(advanceColumn(columns, { columnId: 'h', stage: 'hired' })).toBeNull();
    expect(advanceColumn(columns, { columnId: 't', stage: 'toreject' })).toBeNull();
    expect(advanceColumn(columns, { columnId: 'r', stage: 'rejected' })).toBeNull();
  });
});

describe('fillEmailPlaceholders', () => {
  it('fills the known placeholders and leaves others as written', () => {
    expect(fillEmailPlaceholders('Hi {{firstName}} {{ lastName }}: {{jobTitle}} at {{companyName}} {{other}}', { firstName: 'Astrid', lastName: 'Holm', jobTitle: 'Backend Engineer', companyName: 'Nordlys' })).toBe(
      'Hi Astrid Holm: Backend Engineer at Nordlys {{other}}',
    );
  });
});
