import { BOOST_DAYS, boostExpiry, checkoutHref, decideCheckout, jobProductPrice } from './job-payments';

const now = new Date('2026-03-01T12:00:00Z');
const later = '2026-04-01T00:00:00Z';
const past = '2026-02-01T00:00:00Z';

describe('decideCheckout', () => {
  it('posts a draft by submitting and paying once the payment is confirmed', () => {
    expect(decideCheckout({ status: 'DRAFT', expirationDate: later }, 'post', now)).toEqual({ allowed: true, product: 'post', steps: ['submit', 'pay'] });
  });

  it('never charges a posting twice: a job in review, or rejected there and back to a draft, is refused', () => {
    expect(decideCheckout({ status: 'PENDING_COMPANY_APPROVAL', expirationDate: later, postingPaid: true }, 'post', now)).toEqual({
      allowed: false,
      product: 'post',
      message: 'This job is paid for: submit it for review (no second payment)',
    });
    expect(decideCheckout({ status: 'PENDING_COMPANY_APPROVAL', expirationDate: later }, 'post', now)).toMatchObject({ allowed: false, message: 'This job is paid for and waits for review' });
    expect(decideCheckout({ status: 'DRAFT', expirationDate: later, postingPaid: true }, 'post', now)).toMatchObject({ allowed: false });
  });

  it('only pays for a job already waiting for payment', () => {
    expect(decideCheckout({ status: 'PENDING_PAYMENT', expirationDate: later }, 'post', now)).toEqual({ allowed: true, product: 'post', steps: ['pay'] });
  });

  it('refuses to post a live job, pointing to the boost', () => {
    expect(decideCheckout({ status: 'ACTIVE', expirationDate: later }, 'post', now)).toEqual({
      allowed: false,
      product: 'post',
      message: 'This job is already live: boost it instead',
    });
  });

  it('refuses to post a job whose expiration date has passed', () => {
    const decision = decideCheckout({ status: 'DRAFT', expirationDate: past }, 'post', now);
    expect(decision.allowed).toBe(false);
    expect(decision).toMatchObject({ message: expect.stringContaining('expiration date has passed') });
  });

  it('refuses to post a paused or expired job (resume or republish first)', () => {
    expect(decideCheckout({ status: 'STOPPED', expirationDate: later }, 'post', now).allowed).toBe(false);
    expect(decideCheckout({ status: 'EXPIRED', expirationDate: later }, 'post', now).allowed).toBe(false);
  });

  it('boosts only a live job', () => {
    expect(decideCheckout({ status: 'ACTIVE', expirationDate: later }, 'boost', now)).toEqual({ allowed: true, product: 'boost', steps: [] });
    for (const status of ['DRAFT', 'PENDING_PAYMENT', 'STOPPED', 'EXPIRED', 'PENDING_COMPANY_APPROVAL'] as const) {
      expect(decideCheckout({ status, expirationDate: later }, 'boost', now)).toMatchObject({ allowed: false, message: `Cannot boost a job in status ${status}: only a live (ACTIVE) job can be boosted` });
    }
    // Live in storage but past its date: effectively EXPIRED.
    expect(decideCheckout({ status: 'ACTIVE', expirationDate: past }, 'boost', now).allowed).toBe(false);
  });
});

describe('boostExpiry', () => {
  it('runs BOOST_DAYS from now for a job not boosted', () => {
    expect(boostExpiry({ boostingExpiresAt: null }, now).toISOString()).toBe('2026-03-15T12:00:00.000Z');
    expect(boostExpiry({ boostingExpiresAt: past }, now).getTime() - now.getTime()).toBe(BOOST_DAYS * 86_400_000);
  });

  it('extends a running boost from its end', () => {
    expect(boostExpiry({ boostingExpiresAt: '2026-03-05T12:00:00Z' }, now).toISOString()).toBe('2026-03-19T12:00:00.000Z');
  });
});

describe('jobProductPrice', () => {
  it('charges the job price of the company country for posting and boosting', () => {
    expect(jobProductPrice('post', 'DK')).toEqual({ amount: 599, currency: 'DKK' });
    expect(jobProductPrice('boost', 'no')).toEqual({ amount: 879, currency: 'NOK' });
    expect(jobProductPrice('post', 'IS')).toEqual({ amount: 11500, currency: 'ISK' });
    expect(jobProductPrice('post', 'DE')).toEqual({ amount: 79, currency: 'EUR' });
    expect(jobProductPrice('boost', null)).toEqual({ amount: 79, currency: 'EUR' });
  });
});

describe('checkoutHref', () => {
  it('names the product and the encoded cancel URL', () => {
    expect(checkoutHref('j 1', 'boost', '/client/a?b=c')).toBe('/api/jobs/j%201/checkout?product=boost&cancel_url=%2Fclient%2Fa%3Fb%3Dc');
  });
});
