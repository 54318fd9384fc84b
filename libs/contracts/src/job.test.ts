import { jobInputSchema, jobSchema } from './job';

const input = {
  title: 'Backend engineer',
  description: 'Build things.',
  category: 'backend',
  positionType: 'full-time',
  location: { locality: 'Copenhagen', countryCode: 'DK' },
  isRemote: false,
  expirationDate: '2026-05-01T00:00:00Z',
  salary: { type: 'competitive' },
  receiveApplicants: 'platform',
} as const;

function paths(result: { error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('jobInputSchema', () => {
  it('accepts a minimal job', () => {
    expect(jobInputSchema.safeParse(input).success).toBe(true);
  });

  it('asks for the title', () => {
    const result = jobInputSchema.safeParse({ ...input, title: ' ' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['title'], message: 'Please enter the job title' });
  });

  it('needs bounds and a currency for a salary range, lowest first', () => {
    expect(paths(jobInputSchema.safeParse({ ...input, salary: { type: 'range' } }))).toEqual([
      'salary.min',
      'salary.max',
      'salary.currency',
    ]);
    expect(paths(jobInputSchema.safeParse({ ...input, salary: { type: 'range', min: 50, max: 40, currency: 'dkk' } }))).toEqual([
      'salary.max',
    ]);
    const ok = jobInputSchema.parse({ ...input, salary: { type: 'range', min: 40, max: 50, currency: 'dkk' } });
    expect(ok.salary.currency).toBe('DKK');
  });

  it('names the field when pay bounds are not positive, or the currency or period is unknown', () => {
    const result = jobInputSchema.safeParse({ ...input, salary: { type: 'range', min: 0, max: -5, currency: 'usd', period: 'weekly' } });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      'salary.min': 'The lowest salary must be more than 0',
      'salary.max': 'The highest salary must be more than 0',
      'salary.period': expect.any(String),
    });
    const currency = jobInputSchema.safeParse({ ...input, salary: { type: 'range', min: 1, max: 2, currency: 'usd', period: 'monthly' } });
    expect(currency.error?.issues).toEqual([expect.objectContaining({ path: ['salary', 'currency'], message: 'The currency must be DKK, SEK, NOK, EUR or ISK' })]);
    const ok = jobInputSchema.parse({ ...input, salary: { type: 'range', min: 40_000, max: 50_000, currency: 'sek', period: 'monthly' } });
    expect(ok.salary).toEqual({ type: 'range', min: 40_000, max: 50_000, currency: 'SEK', period: 'monthly' });
  });

  it('takes an equity range between 0 and 100%, lowest first', () => {
    const above = jobInputSchema.safeParse({ ...input, otherCompensation: { type: 'percentage', percentage: 0.5, percentageMax: 120 } });
    expect(above.error?.issues).toEqual([
      expect.objectContaining({ path: ['otherCompensation', 'percentageMax'], message: 'The highest equity share must be between 0 and 100%' }),
    ]);
    const reversed = jobInputSchema.safeParse({ ...input, otherCompensation: { type: 'percentage', percentage: 1, percentageMax: 0.5 } });
    expect(reversed.error?.issues).toEqual([
      expect.objectContaining({ path: ['otherCompensation', 'percentageMax'], message: 'The highest equity share must not be below the lowest' }),
    ]);
    expect(jobInputSchema.safeParse({ ...input, otherCompensation: { type: 'percentage', percentage: 0.1, percentageMax: 0.5 } }).success).toBe(true);
  });

  it('needs a percentage for percentage compensation', () => {
    expect(paths(jobInputSchema.safeParse({ ...input, otherCompensation: { type: 'percentage' } }))).toEqual([
      'otherCompensation.percentage',
    ]);
    expect(jobInputSchema.safeParse({ ...input, otherCompensation: { type: 'negotiated' } }).success).toBe(true);
  });

  it('needs the link or address where applications go', () => {
    expect(paths(jobInputSchema.safeParse({ ...input, receiveApplicants: 'url' }))).toEqual(['applicationUrl']);
    expect(paths(jobInputSchema.safeParse({ ...input, receiveApplicants: 'email' }))).toEqual(['applicationEmail']);
    expect(
      jobInputSchema.safeParse({ ...input, receiveApplicants: 'email', applicationEmail: 'jobs@acme.dk' }).success,
    ).toBe(true);
  });

  it('rejects an unknown category', () => {
    expect(paths(jobInputSchema.safeParse({ ...input, category: 'astronaut' }))).toEqual(['category']);
  });
});

describe('jobSchema', () => {
  it('parses a job as the API sends it', () => {
    const job = {
      id: 'j1',
      title: 'Backend engineer',
      status: 'ACTIVE',
      company: { id: 'c1', key: 'acme', name: 'Acme', logoImage: { path: 'logos/acme.png' } },
      location: { locality: 'Copenhagen', address: null, country: 'Denmark', countryCode: 'DK' },
      isRemote: false,
      expirationDate: '2026-05-01T00:00:00.000Z',
      createdAt: '2026-03-01T00:00:00.000Z',
      approvedAt: '2026-03-01T01:00:00.000Z',
      boostingExpiresAt: null,
      confirmedOpenAt: '2026-03-01T01:00:00.000Z',
      views: 1200,
      share: { image: null },
      board: null,
      saved: false,
      interestedAt: null,
      description: 'Build things.',
      category: 'backend',
      positionType: 'full-time',
      salary: { type: 'competitive', min: null, max: null, currency: null, period: null },
      otherCompensation: null,
      receiveApplicants: 'platform',
      applicationUrl: null,
      applicationEmail: null,
      workingLanguage: 'ENGLISH',
      requiredLanguages: [],
      visaSponsorship: true,
      relocationSupport: false,
      remoteCountryCodes: [],
    };
    expect(jobSchema.parse(job)).toEqual(job);
    expect(jobSchema.safeParse({ ...job, status: 'PAUSED' }).success).toBe(false);
  });
});
