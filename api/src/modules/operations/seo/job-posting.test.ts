import { type Salary } from '@nordhub/contracts';
import { baseSalaryJsonLd } from './job-posting';

const range = (salary: Partial<Salary>): Salary => ({ type: 'range', min: 45_000, max: 55_000, currency: 'SEK', period: 'monthly', ...salary });

/**
 * What Google for Jobs reads as a salary: a MonetaryAmount with an ISO 4217 currency whose value is
 * a QuantitativeValue with a number (value, or minValue up to maxValue) and unitText per HOUR,
 * DAY, WEEK, MONTH or YEAR. Returns the problems found, none for a valid one.
 */
function googleSalaryProblems(data: unknown): string[] {
  const problems: string[] = [];
  const amount = data as { '@type'?: unknown; currency?: unknown; value?: Record<string, unknown> };
  if (amount['@type'] !== 'MonetaryAmount') problems.push('@type is not MonetaryAmount');
  if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) problems.push('currency is not an ISO 4217 code');
  const value = amount.value;
  if (!value || value['@type'] !== 'QuantitativeValue') return [...problems, 'value is not a QuantitativeValue'];
  const isNumber = (field: unknown) => typeof field === 'number' && Number.isFinite(field) && field > 0;
  const single = isNumber(value.value);
  const ranged = isNumber(value.minValue) && isNumber(value.maxValue) && (value.minValue as number) <= (value.maxValue as number);
  if (single === ranged) problems.push('value has neither one value nor minValue and maxValue');
  if (!['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(value.unitText as string)) problems.push('unitText is missing or not a unit');
  return problems;
}

describe('baseSalaryJsonLd', () => {
  it('describes a monthly range as Google for Jobs reads it', () => {
    const data = baseSalaryJsonLd(range({}));
    expect(data).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'SEK',
      value: { '@type': 'QuantitativeValue', minValue: 45_000, maxValue: 55_000, unitText: 'MONTH' },
    });
    expect(googleSalaryProblems(data)).toEqual([]);
  });

  it('a yearly range per YEAR, and a starting pay as one value', () => {
    const yearly = baseSalaryJsonLd(range({ min: 600_000, max: 720_000, currency: 'DKK', period: 'yearly' }));
    expect(yearly).toMatchObject({ value: { minValue: 600_000, maxValue: 720_000, unitText: 'YEAR' } });
    expect(googleSalaryProblems(yearly)).toEqual([]);
    for (const starting of [range({ max: 45_000 }), range({ max: null })]) {
      const data = baseSalaryJsonLd(starting);
      expect(data).toMatchObject({ value: { '@type': 'QuantitativeValue', value: 45_000, unitText: 'MONTH' } });
      expect(googleSalaryProblems(data)).toEqual([]);
    }
  });

  it('says nothing of pay the ad does not show, or shows without its period', () => {
    expect(baseSalaryJsonLd({ type: 'competitive', min: null, max: null, currency: null, period: null })).toBeNull();
    expect(baseSalaryJsonLd({ type: 'unpaid', min: null, max: null, currency: null, period: null })).toBeNull();
    expect(baseSalaryJsonLd(range({ currency: null }))).toBeNull();
    expect(baseSalaryJsonLd(range({ min: null }))).toBeNull();
    expect(baseSalaryJsonLd(range({ period: null }))).toBeNull();
  });

  it('the check refuses what Google would not read', () => {
    expect(googleSalaryProblems({ '@type': 'MonetaryAmount', currency: 'SEK', value: { '@type': 'QuantitativeValue', minValue: 1 } })).toEqual([
      'value has neither one value nor minValue and maxValue',
      'unitText is missing or not a unit',
    ]);
  });
});
