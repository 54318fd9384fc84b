import {
  abbreviateCount,
  currencyForCountry,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateWithRelative,
  formatJobTotal,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRelativeDay,
  formatSalaryRange,
  formatShortDay,
  visitorCurrency,
} from './format';

describe('formatDate', () => {
  it('formats as DD MMM YYYY with a zero-padded day', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31)))).toBe('31 Dec 2025');
    expect(formatDate(Date.UTC(2026, 0, 1))).toBe('01 Jan 2026');
  });

  it('uses the UTC day near midnight, not the local time zone', () => {
    expect(formatDate('2026-03-05T23:30:00-02:00')).toBe('06 Mar 2026');
    expect(formatDate('2026-03-06T00:30:00+02:00')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-05T23:59:59.999Z')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-06T00:00:00Z')).toBe('06 Mar 2026');
  });

  it('reads a bare YYYY-MM-DD as that day', () => {
    expect(formatDate('2026-11-20')).toBe('20 Nov 2026');
  });

  it('names every month in English', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDate(Date.UTC(2026, month, 15)).slice(3, 6));
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('throws on something that is not a date', () => {
    expect(() => formatDate('next tuesday')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('adds the UTC time on a 24-hour clock', () => {
    expect(formatDateTime('2026-03-05T14:03:59Z')).toBe('05 Mar 2026, 14:03 UTC');
    expect(formatDateTime('2026-03-05T00:00:00Z')).toBe('05 Mar 2026, 00:00 UTC');
    expect(formatDateTime('2026-03-06T00:30:00+01:00')).toBe('05 Mar 2026, 23:30 UTC');
  });
});

describe('formatShortDay', () => {
  it('gives the day and month of a chart day', () => {
    expect(formatShortDay('2026-03-05')).toBe('05 Mar');
    expect(formatShortDay('2026-12-31T23:59:59Z')).toBe('31 Dec');
  });
});

describe('formatRelativeDay', () => {
  const now = new Date('2026-03-02T15:00:00Z');

  it.each([
    ['2026-03-02T00:00:00Z', 'today'],
    ['2026-03-02T23:59:59Z', 'today'],
    ['2026-03-03T00:00:00Z', 'in 1 day'],
    ['2026-03-05T08:00:00Z', 'in 3 days'],
    ['2026-03-01T23:00:00Z', '1 day ago'],
    ['2026-02-28T12:00:00Z', '2 days ago'],
    ['2026-03-31T00:00:00Z', 'in 29 days'],
    ['2026-04-01T00:00:00Z', 'in 1 month'],
    ['2026-05-02T00:00:00Z', 'in 2 months'],
    ['2025-12-01T00:00:00Z', '3 months ago'],
    ['2027-03-02T00:00:00Z', 'in 1 year'],
    ['2024-01-01T00:00:00Z', '2 years ago'],
  ])('%s is %s', (date, expected) => {
    expect(formatRelativeDay(date, now)).toBe(expected);
  });

  it('counts calendar days in UTC, so a minute past midnight is tomorrow', () => {
    expect(formatRelativeDay('2026-03-03T00:01:00Z', new Date('2026-03-02T23:59:00Z'))).toBe('in 1 day');
  });
});

describe('formatDateWithRelative', () => {
  it('joins the date and the relative time', () => {
    expect(formatDateWithRelative('2026-03-05T12:00:00Z', new Date('2026-03-02T09:00:00Z'))).toBe('05 Mar 2026 (in 3 days)');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
    [999, '999 views'],
    [1000, '1k views'],
    [1049, '1k views'],
    [1250, '1.2k views'],
    [1500, '1.5k views'],
    [1999, '1.9k views'],
    [12_345, '12.3k views'],
    [999_999, '999.9k views'],
    [1_000_000, '1M views'],
    [2_560_000, '2.5M views'],
    [1_000_000_000, '1000M views'],
  ])('%d → %s', (count, expected) => {
    expect(formatCount(count, 'view')).toBe(expected);
  });

  it('treats negative, fractional and non-numbers sensibly', () => {
    expect(formatCount(-5, 'view')).toBe('0 views');
    expect(formatCount(Number.NaN, 'view')).toBe('0 views');
    expect(formatCount(1.9, 'view')).toBe('1 view');
  });

  it('takes an irregular plural', () => {
    expect(formatCount(1, 'company', 'companies')).toBe('1 company');
    expect(formatCount(2400, 'company', 'companies')).toBe('2.4k companies');
  });

  it('abbreviates the bare number too', () => {
    expect(abbreviateCount(1500)).toBe('1.5k');
    expect(abbreviateCount(42)).toBe('42');
  });
});

describe('formatQuantity', () => {
  it('writes the whole count grouped, with its noun', () => {
    expect(formatQuantity(0, 'job')).toBe('0 jobs');
    expect(formatQuantity(1, 'job')).toBe('1 job');
    expect(formatQuantity(10_000, 'job')).toBe('10,000 jobs');
    expect(formatQuantity(1, 'investment')).toBe('1 investment');
  });
});

describe('formatJobTotal', () => {
  it('counts the jobs of a search page, with a plus past the count cap', () => {
    expect(formatJobTotal({ total: 1, totalIsCapped: false })).toBe('1 job');
    expect(formatJobTotal({ total: 12 })).toBe('12 jobs');
    expect(formatJobTotal({ total: 1000, totalIsCapped: true })).toBe('1,000+ jobs');
  });
});

describe('formatNumber and formatPercent', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(-1500)).toBe('-1,500');
  });

  it('rounds to the decimals asked for', () => {
    expect(formatNumber(1234.56)).toBe('1,235');
    expect(formatNumber(0.125, 2)).toBe('0.13');
    expect(formatNumber(2.5, 2)).toBe('2.5');
  });

  it("writes every number as en-GB's Intl.NumberFormat does: halves, long decimals, negatives, huge and tiny values", () => {
    const formats = [0, 1, 2, 3].map((maximumFractionDigits) => new Intl.NumberFormat('en-GB', { maximumFractionDigits }));
    const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const edges = [0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 1.015, 0.045, 9.995, 99_999.995, 999_999.5, 0.1 + 0.2, 123_456_789.123_456, 1e-7, 1e21, 2 ** 53, -1e-9];
    // A seeded sequence (the same numbers every run): amounts, shares and tiny fractions.
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const random = Array.from({ length: 3000 }, (_, index) => (next() - 0.3) * 10 ** ((index % 12) - 3));
    for (const value of [...edges, ...random]) {
      for (const digits of [0, 1, 2, 3]) expect(`${value} ${digits}: ${formatNumber(value, digits)}`).toBe(`${value} ${digits}: ${formats[digits]?.format(value)}`);
      // Amounts with cents always show two decimals.
      if (!Number.isInteger(value)) expect(formatMoney({ amount: value, currency: 'EUR' })).toBe(`${money.format(value)} EUR`);
    }
  });

  it('writes a percentage with at most two decimals', () => {
    expect(formatPercent(0.25)).toBe('0.25%');
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(33.3333)).toBe('33.33%');
  });
});

describe('formatMoney', () => {
  it.each([
    [{ amount: 599, currency: 'DKK' }, '599 DKK'],
    [{ amount: 79, currency: 'EUR' }, '79 EUR'],
    [{ amount: 11500, currency: 'ISK' }, '11,500 ISK'],
    [{ amount: 1234567, currency: 'NOK' }, '1,234,567 NOK'],
    [{ amount: 79.5, currency: 'EUR' }, '79.50 EUR'],
    [{ amount: 12.345, currency: 'EUR' }, '12.35 EUR'],
    [{ amount: 0, currency: 'EUR' }, '0 EUR'],
    [{ amount: -1500, currency: 'SEK' }, '-1,500 SEK'],
  ])('%j → %s: the amount first, then the currency code', (price, expected) => {
    expect(formatMoney(price)).toBe(expected);
  });
});

describe('formatSalaryRange', () => {
  it('formats both bounds, one bound or none, in the money order', () => {
    expect(formatSalaryRange(45000, 60000, 'DKK')).toBe('45,000–60,000 DKK');
    expect(formatSalaryRange(50000, 50000, 'EUR')).toBe('50,000 EUR');
    expect(formatSalaryRange(45000, null, 'SEK')).toBe('From 45,000 SEK');
    expect(formatSalaryRange(null, 60000, null)).toBe('Up to 60,000');
    expect(formatSalaryRange(null, null, 'DKK')).toBe('');
  });
});

describe('currencyForCountry and visitorCurrency', () => {
  it.each([
    ['DK', 'DKK'],
    ['se', 'SEK'],
    ['NO', 'NOK'],
    ['FI', 'EUR'],
    ['IS', 'ISK'],
    ['DE', 'EUR'],
    [null, 'EUR'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('prefers the preferred country, then the detected one, then the euro', () => {
    expect(visitorCurrency('SE', 'DK')).toBe('SEK');
    expect(visitorCurrency(null, 'NO')).toBe('NOK');
    expect(visitorCurrency(undefined, null)).toBe('EUR');
  });
});

describe('formatting in a site language', () => {
  const now = new Date('2026-03-02T12:00:00Z');

  it('writes dates in the language, on the UTC day', () => {
    expect(formatDate('2026-03-05T23:30:00Z', 'nb')).toBe('5. mars 2026');
    expect(formatDate('2026-03-05', 'sv')).toBe('5 mars 2026');
    expect(formatDate('2026-03-05', 'en')).toBe('05 Mar 2026');
  });

  it('writes relative days in the language', () => {
    expect(formatRelativeDay('2026-03-02', now, 'nb')).toBe('i dag');
    expect(formatRelativeDay('2026-03-05', now, 'nb')).toBe('om 3 døgn');
    expect(formatRelativeDay('2026-02-25', now, 'da')).toBe('for 5 dage siden');
    expect(formatDateWithRelative('2026-03-05', now, 'sv')).toBe('5 mars 2026 (om 3 dagar)');
  });

  it('groups numbers and writes money as the language does, the code after the amount', () => {
    expect(formatNumber(1234567, 0, 'nb')).toBe('1\u00a0234\u00a0567');
    expect(formatMoney({ amount: 79.5, currency: 'EUR' }, 'fi')).toBe('79,50 EUR');
    expect(formatMoney({ amount: 599, currency: 'DKK' }, 'da')).toBe('599 DKK');
    expect(formatMoney({ amount: 599, currency: 'DKK' })).toBe('599 DKK');
  });
});
