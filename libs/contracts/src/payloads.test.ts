import { digestSubscriptionSchema, digestUpdateSchema } from './digest';
import { engagementLogSchema } from './engagement';
import { healthSchema } from './health';
import { investorInputSchema } from './investor';
import { portfolioEntryInputSchema } from './portfolio';
import { platformPayloadSchema } from './profile';
import { updateMeSchema } from './user';
import { companyInputSchema, companySearchQuerySchema } from './company';

describe('updateMeSchema', () => {
  it('accepts ui features or a profile choice', () => {
    expect(updateMeSchema.safeParse({ uiFeatures: [{ name: 'kanban-intro', reachedAt: '2026-03-01T00:00:00Z' }] }).success).toBe(true);
    expect(updateMeSchema.safeParse({ profile: 'company:acme' }).success).toBe(true);
    expect(updateMeSchema.safeParse({ profile: null }).success).toBe(true);
  });

  it('rejects an empty update', () => {
    expect(updateMeSchema.safeParse({}).success).toBe(false);
  });
});

describe('platformPayloadSchema', () => {
  it('accepts main and impact only', () => {
    expect(platformPayloadSchema.safeParse({ platform: 'impact' }).success).toBe(true);
    expect(platformPayloadSchema.safeParse({ platform: 'other' }).success).toBe(false);
  });
});

describe('digest payloads', () => {
  it('subscribes an address with a frequency', () => {
    expect(digestSubscriptionSchema.parse({ email: 'A@B.dk', frequency: 'onceweek' })).toEqual({
      email: 'a@b.dk',
      frequency: 'onceweek',
    });
    expect(digestSubscriptionSchema.safeParse({ email: 'a@b.dk', frequency: 'monthly' }).success).toBe(false);
  });

  it('merges updates by default', () => {
    expect(digestUpdateSchema.parse({ data: { subscribed: false } })).toEqual({ data: { subscribed: false }, mergeData: true });
  });
});

describe('engagementLogSchema', () => {
  it('accepts an event for one profile', () => {
    expect(engagementLogSchema.parse({ event: 'job-view', company: 'c1' })).toEqual({ event: 'job-view', company: 'c1', data: {} });
  });

  it('rejects a log attributed to both a company and an investor', () => {
    const result = engagementLogSchema.safeParse({ event: 'x', company: 'c1', investor: 'i1' });
    expect(result.error?.issues[0]?.path).toEqual(['investor']);
  });
});

describe('investorInputSchema', () => {
  const investor = { name: 'Nordic Ventures', type: 'VENTURES', website: 'nordicventures.example', contactPreference: 'WEBSITE' } as const;

  it('normalises the website', () => {
    expect(investorInputSchema.parse(investor).website).toBe('http://nordicventures.example');
  });

  it('needs an email address when contact is by email', () => {
    const result = investorInputSchema.safeParse({ ...investor, contactPreference: 'EMAIL' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['email'], message: 'Please enter the contact email address' });
  });

  it('needs a website when contact is by website', () => {
    const result = investorInputSchema.safeParse({ ...investor, website: '' });
    expect(result.error?.issues[0]?.path).toEqual(['website']);
  });
});

describe('portfolioEntryInputSchema', () => {
  it('accepts a link or a free name', () => {
    expect(portfolioEntryInputSchema.safeParse({ companyKey: 'acme' }).success).toBe(true);
    expect(portfolioEntryInputSchema.parse({ name: 'Acme', website: 'acme.dk' }).website).toBe('http://acme.dk');
  });

  it('rejects an entry with neither, or linked twice', () => {
    expect(portfolioEntryInputSchema.safeParse({}).error?.issues[0]?.path).toEqual(['name']);
    expect(portfolioEntryInputSchema.safeParse({ companyKey: 'a', investorKey: 'b' }).error?.issues[0]?.path).toEqual(['investorKey']);
  });
});

describe('companyInputSchema', () => {
  it('asks for the name and checks the careers host name', () => {
    const result = companyInputSchema.safeParse({ name: '', website: '', careersDomain: 'not a host' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'careersDomain']);
    expect(companyInputSchema.parse({ name: 'Acme', website: '', careersDomain: 'Careers.Acme.DK' }).careersDomain).toBe(
      'careers.acme.dk',
    );
  });
});

describe('companySearchQuerySchema', () => {
  it('parses query strings', () => {
    expect(companySearchQuerySchema.parse({ country: 'SE', hiring: '1', page: '3' })).toEqual({
      country: 'SE',
      hiring: true,
      page: 3,
      pageSize: 20,
    });
  });
});

describe('healthSchema', () => {
  it('accepts both databases', () => {
    expect(healthSchema.safeParse({ status: 'ok', database: 'pglite', version: '0.1.0' }).success).toBe(true);
    expect(healthSchema.safeParse({ status: 'ok', database: 'sqlite', version: '0.1.0' }).success).toBe(false);
  });
});
