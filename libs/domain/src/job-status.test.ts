import { isApproved, isBoosted, isExpired, isPublic, jobLinks } from './job-status';

const now = new Date('2026-03-02T12:00:00Z');

describe('isApproved', () => {
  it('is true once approvedAt is set', () => {
    expect(isApproved({ approvedAt: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isApproved({ approvedAt: new Date() })).toBe(true);
  });

  it('is false without approvedAt', () => {
    expect(isApproved({ approvedAt: null })).toBe(false);
    expect(isApproved({})).toBe(false);
    expect(isApproved({ approvedAt: '' })).toBe(false);
  });
});

describe('isBoosted', () => {
  it('is true while the boost lasts', () => {
    expect(isBoosted({ boostingExpiresAt: '2026-03-02T12:00:01Z' }, now)).toBe(true);
  });

  it('is false once the boost has ended or was never bought', () => {
    expect(isBoosted({ boostingExpiresAt: '2026-03-02T12:00:00Z' }, now)).toBe(false);
    expect(isBoosted({ boostingExpiresAt: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isBoosted({ boostingExpiresAt: null }, now)).toBe(false);
    expect(isBoosted({ boostingExpiresAt: '' }, now)).toBe(false);
    expect(isBoosted({}, now)).toBe(false);
  });
});

describe('isExpired', () => {
  it('is true at and after the expiration date', () => {
    expect(isExpired({ expirationDate: '2026-03-02T12:00:00Z' }, now)).toBe(true);
    expect(isExpired({ expirationDate: '2026-03-01T00:00:00Z' }, now)).toBe(true);
  });

  it('is false before it, or without one', () => {
    expect(isExpired({ expirationDate: '2026-03-09T00:00:00Z' }, now)).toBe(false);
    expect(isExpired({ expirationDate: null }, now)).toBe(false);
    expect(isExpired({ expirationDate: '' }, now)).toBe(false);
    expect(isExpired({}, now)).toBe(false);
  });
});

describe('isPublic', () => {
  const job = { status: 'ACTIVE', approvedAt: '2026-01-01T00:00:00Z', expirationDate: '2026-04-01T00:00:00Z' };

  it('is true for an active, approved, unexpired job', () => {
    expect(isPublic(job, now)).toBe(true);
    expect(isPublic({ ...job, expirationDate: null }, now)).toBe(true);
  });

  it.each(['STOPPED', 'EXPIRED', 'DRAFT', 'PENDING_PAYMENT', 'PENDING_COMPANY_APPROVAL'])('is false when %s', (status) => {
    expect(isPublic({ ...job, status }, now)).toBe(false);
  });

  it('is false when not approved', () => {
    expect(isPublic({ ...job, approvedAt: null }, now)).toBe(false);
  });

  it('is false past the expiration date', () => {
    expect(isPublic({ ...job, expirationDate: '2026-03-01T00:00:00Z' }, now)).toBe(false);
  });
});

describe('jobLinks', () => {
  it('builds the public, admin and payment paths', () => {
    expect(jobLinks('acme', 'j1')).toEqual({
      public: '/jobs/j1',
      admin: '/client/startups/acme/jobs/j1',
      edit: '/client/startups/acme/jobs/j1/edit',
      monetise: '/client/startups/acme/jobs/j1/monetise',
      boost: '/client/startups/acme/jobs/j1/boost',
      checkout: '/api/jobs/j1/checkout',
    });
  });

  it('adds an encoded cancel URL to the checkout link', () => {
    expect(jobLinks('acme', 'j1', 'https://nordhub.example/client?x=1').checkout).toBe(
      '/api/jobs/j1/checkout?cancel_url=https%3A%2F%2Fnordhub.example%2Fclient%3Fx%3D1',
    );
  });

  it('encodes unsafe characters in keys', () => {
    expect(jobLinks('a/b', 'j 1').public).toBe('/jobs/j%201');
    expect(jobLinks('a/b', 'j1').admin).toBe('/client/startups/a%2Fb/jobs/j1');
  });
});
