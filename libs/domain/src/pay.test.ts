import {
  convertPayRange,
  exchangeRate,
  formatApproximatePay,
  formatApproximatePayWithDate,
  formatEquityRange,
  formatPayRange,
  formatRateSource,
  roundApproximate,
} from './pay';

const ecb = 'European Central Bank reference rates';
const rates = [
  { base: 'EUR', quote: 'DKK', rate: 7.4589, source: ecb, asOf: '2026-11-20' },
  { base: 'EUR', quote: 'SEK', rate: 11.05, source: ecb, asOf: '2026-11-20' },
  { base: 'EUR', quote: 'NOK', rate: 11.7, source: ecb, asOf: '2026-11-19' },
];

describe('exchangeRate', () => {
  it('reads a pair either way round', () => {
    expect(exchangeRate('EUR', 'DKK', rates)).toMatchObject({ rate: 7.4589, source: ecb, asOf: '2026-11-20' });
    expect(exchangeRate('DKK', 'EUR', rates)?.rate).toBeCloseTo(1 / 7.4589, 10);
  });

  it('crosses through the euro, dated by the older rate', () => {
    const rate = exchangeRate('DKK', 'NOK', rates);
    expect(rate?.rate).toBeCloseTo(11.7 / 7.4589, 10);
    expect(rate?.asOf).toBe('2026-11-19');
    expect(rate?.source).toBe(ecb);
  });

  it('has nothing for the same currency or an unknown one', () => {
    expect(exchangeRate('DKK', 'DKK', rates)).toBeNull();
    expect(exchangeRate('DKK', 'ISK', rates)).toBeNull();
  });
});

describe('roundApproximate', () => {
  it('keeps three significant digits', () => {
    expect(roundApproximate(6032.18)).toBe(6030);
    expect(roundApproximate(816_412)).toBe(816_000);
    expect(roundApproximate(87.4)).toBe(87);
    expect(roundApproximate(0)).toBe(0);
  });
});

describe('convertPayRange', () => {
  it('converts both ends into the visitor currency, approximately, with the rate used', () => {
    const converted = convertPayRange({ min: 45_000, max: 60_000, currency: 'DKK', period: 'monthly' }, 'EUR', rates);
    expect(converted).toMatchObject({ min: 6030, max: 8040, currency: 'EUR', period: 'monthly' });
    expect(converted && formatApproximatePay(converted)).toBe('≈ 6,030–8,040 EUR a month');
    expect(converted && formatRateSource(converted.rate)).toBe('European Central Bank reference rates of 20 Nov 2026');
    expect(converted && formatApproximatePayWithDate(converted)).toMatch(/^≈ [\d,]+–[\d,]+ EUR a month \(rates of 20 Nov 2026\)$/);
  });

  it('keeps an open end open', () => {
    expect(convertPayRange({ min: null, max: 600_000, currency: 'SEK', period: 'yearly' }, 'EUR', rates)).toMatchObject({ min: null, max: 54_300 });
  });

  it('gives nothing to convert for the same currency, no amounts or no rate', () => {
    expect(convertPayRange({ min: 1, max: 2, currency: 'EUR', period: null }, 'EUR', rates)).toBeNull();
    expect(convertPayRange({ min: null, max: null, currency: 'DKK', period: null }, 'EUR', rates)).toBeNull();
    expect(convertPayRange({ min: 1, max: 2, currency: 'ISK', period: null }, 'EUR', rates)).toBeNull();
    expect(convertPayRange({ min: 1, max: 2, currency: 'DKK', period: null }, 'EUR', [])).toBeNull();
  });
});

describe('formatPayRange and formatEquityRange', () => {
  it('writes the range in its currency with its period', () => {
    expect(formatPayRange({ min: 45_000, max: 60_000, currency: 'DKK', period: 'monthly' })).toBe('45,000–60,000 DKK a month');
    expect(formatPayRange({ min: 550_000, max: 700_000, currency: 'SEK', period: 'yearly' })).toBe('550,000–700,000 SEK a year');
    expect(formatPayRange({ min: 50_000, max: null, currency: 'NOK', period: null })).toBe('From 50,000 NOK');
    expect(formatPayRange({ min: null, max: null, currency: 'NOK', period: 'monthly' })).toBe('');
  });

  it('writes an equity share or range', () => {
    expect(formatEquityRange(0.1, 0.5)).toBe('0.1–0.5% equity');
    expect(formatEquityRange(0.25, null)).toBe('0.25% equity');
    expect(formatEquityRange(1, 1)).toBe('1% equity');
    expect(formatEquityRange(null, null)).toBe('');
  });
});
