import { compensationText, jobInputSchema, jobSchema } from './job';

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
      views: 1200,
      share: { image: null },
      board: null,
      saved: false,
      interestedAt: null,
      description: 'Build things.',
      category: 'backend',
      positionType: 'full-time',
      salary: { type: 'competitive', min: null, max: null, currency: null },
      otherCompensation: null,
      receiveApplicants: 'platform',
      applicationUrl: null,
      applicationEmail: null,
    };
    expect(jobSchema.parse(job)).toEqual(job);
    expect(jobSchema.safeParse({ ...job, status: 'PAUSED' }).success).toBe(false);
  });
});

describe('compensationText', () => {
  it('reads the salary range, else its type, and the other compensation', () => {
    expect(compensationText({ salary: { type: 'range', min: 45000, max: 60000, currency: 'DKK' }, otherCompensation: { type: 'percentage', percentage: 5 } })).toBe(
      '45,000–60,000 DKK · 5% equity',
    );
    expect(compensationText({ salary: { type: 'competitive', min: null, max: null, currency: null }, otherCompensation: null })).toBe('Competitive');
    expect(compensationText({ salary: { type: 'range', min: null, max: null, currency: null }, otherCompensation: { type: 'negotiated', percentage: null } })).toBe(
      'Range · To be negotiated',
    );
  });
});
