import { formatMoney, formatPrice, jobPriceFor, jobPriceRegionFor } from './prices';

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

describe('formatPrice', () => {
  it.each([
    [{ amount: 599, currency: 'DKK' }, '599 DKK'],
    [{ amount: 11500, currency: 'ISK' }, '11,500 ISK'],
    [{ amount: 1234567, currency: 'NOK' }, '1,234,567 NOK'],
    [{ amount: 79.5, currency: 'EUR' }, '79.50 EUR'],
    [{ amount: 0, currency: 'EUR' }, '0 EUR'],
    [{ amount: -1500, currency: 'SEK' }, '-1,500 SEK'],
  ])('%j → %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
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

describe('formatMoney', () => {
  it('shows the currency code then the whole amount, grouped', () => {
    expect(formatMoney({ amount: 599, currency: 'DKK' })).toBe('DKK\u00a0599');
    expect(formatMoney({ amount: 79, currency: 'EUR' })).toBe('EUR\u00a079');
    expect(formatMoney({ amount: 11500, currency: 'ISK' })).toBe('ISK\u00a011,500');
    expect(formatMoney({ amount: 12.5, currency: 'EUR' })).toBe('EUR\u00a012.50');
  });
});
