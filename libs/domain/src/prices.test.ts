import { jobPriceFor, jobPriceRegionFor } from './prices';

describe('jobPriceFor', () => {
  it.each([
    ['DK', 599, 'DKK'],
    ['NO', 879, 'NOK'],
    ['SE', 849, 'SEK'],
    ['FI', 79, 'EUR'],
    ['IS', 11500, 'ISK'],
    ['DE', 79, 'EUR'],
    ['US', 79, 'EUR'],
  ])('%s costs %d %s', (code, amount, currency) => {
    expect(jobPriceFor(code)).toEqual({ amount, currency });
  });

  it('ignores case and spaces', () => {
    expect(jobPriceFor(' dk ')).toEqual({ amount: 599, currency: 'DKK' });
  });

  it('uses the other price without a country', () => {
    expect(jobPriceFor(null)).toEqual({ amount: 79, currency: 'EUR' });
    expect(jobPriceFor(undefined)).toEqual({ amount: 79, currency: 'EUR' });
    expect(jobPriceFor('')).toEqual({ amount: 79, currency: 'EUR' });
  });

  it('returns a copy the caller may change', () => {
    const price = jobPriceFor('DK');
    price.amount = 1;
    expect(jobPriceFor('DK').amount).toBe(599);
  });
});

describe('jobPriceRegionFor', () => {
  it('names the Nordic country, EU or other', () => {
    expect(jobPriceRegionFor('dk')).toBe('DK');
    expect(jobPriceRegionFor('IS')).toBe('IS');
    expect(jobPriceRegionFor('DE')).toBe('EU');
    expect(jobPriceRegionFor('US')).toBe('other');
    expect(jobPriceRegionFor(null)).toBe('other');
    expect(jobPriceRegionFor('EU')).toBe('EU');
    expect(jobPriceRegionFor('other')).toBe('other');
  });
});
