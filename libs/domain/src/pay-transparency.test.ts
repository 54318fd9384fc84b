import { defaultPayRules, parsePayRules, payRuleFor, payRuleProblem, requiredPayProblem, showsPayRange, showsSalaryByDefault, statesPay } from './pay-transparency';

const after = new Date('2026-12-01T12:00:00Z');
const before = new Date('2026-06-06T23:59:59Z');
const competitive = { type: 'competitive', min: null, max: null, currency: null, period: null };
const range = { type: 'range', min: 45_000, max: 55_000, currency: 'SEK', period: 'monthly' };

describe('pay rules per country', () => {
  it('requires pay in Denmark, Sweden and Finland and recommends it in Norway and Iceland by default, from 7 June 2026', () => {
    expect(['DK', 'SE', 'FI', 'NO', 'IS'].map((code) => payRuleFor(defaultPayRules, code, after).requirement)).toEqual([
      'required',
      'required',
      'required',
      'recommended',
      'recommended',
    ]);
    expect(payRuleFor(defaultPayRules, 'SE', before).requirement).toBe('none');
    expect(payRuleFor(defaultPayRules, 'SE', new Date('2026-06-07T00:00:00Z')).requirement).toBe('required');
    expect(payRuleFor(defaultPayRules, 'DE', after).requirement).toBe('none');
    expect(payRuleFor(defaultPayRules, null, after).requirement).toBe('none');
  });

  it('parses the setting and names the entry it cannot read', () => {
    expect(parsePayRules('SE=required@2027-01-01, NO=recommended@2026-06-07')).toEqual([
      { countryCode: 'SE', requirement: 'required', appliesFrom: '2027-01-01' },
      { countryCode: 'NO', requirement: 'recommended', appliesFrom: '2026-06-07' },
    ]);
    expect(parsePayRules('off')).toEqual([]);
    expect(() => parsePayRules('SE=mandatory@2026-06-07')).toThrow('"SE=mandatory@2026-06-07" is not COUNTRY=required|recommended@YYYY-MM-DD');
    expect(() => parsePayRules('SE=required@2026-06-07,SE=recommended@2026-06-07')).toThrow('SE is listed twice');
  });

  it('refuses "Competitive" where pay is required, naming the country, and asks for the period of a range without one', () => {
    const sweden = payRuleFor(defaultPayRules, 'SE', after);
    expect(payRuleProblem(sweden, competitive)).toEqual({ field: 'salary.type', message: expect.stringContaining('Jobs in Sweden must state the pay in the ad') });
    expect(payRuleProblem(sweden, { ...range, period: null })).toEqual({ field: 'salary.period', message: expect.stringContaining('per month or per year') });
    expect(payRuleProblem(sweden, range)).toBeNull();
    // A starting pay is a range whose ends meet; unpaid states the pay too.
    expect(payRuleProblem(sweden, { ...range, max: 45_000 })).toBeNull();
    expect(payRuleProblem(sweden, { type: 'unpaid' })).toBeNull();
  });

  it('blocks only under a required rule in force, naming the country', () => {
    expect(requiredPayProblem(defaultPayRules, 'SE', competitive, after)).toMatchObject({ field: 'salary.type', countryName: 'Sweden' });
    expect(requiredPayProblem(defaultPayRules, 'SE', range, after)).toBeNull();
    expect(requiredPayProblem(defaultPayRules, 'NO', competitive, after)).toBeNull();
    expect(requiredPayProblem(defaultPayRules, 'SE', competitive, before)).toBeNull();
  });

  it('only warns where pay is recommended, and says nothing where no rule applies', () => {
    expect(payRuleProblem(payRuleFor(defaultPayRules, 'NO', after), competitive)?.message).toContain('Jobs in Norway are expected to state the pay');
    expect(payRuleProblem(payRuleFor(defaultPayRules, 'SE', before), competitive)).toBeNull();
    expect(payRuleProblem(payRuleFor(defaultPayRules, 'DE', after), competitive)).toBeNull();
  });

  it('has the job search show salaried ads first in the EU countries', () => {
    expect(['DK', 'SE', 'FI', 'NO', 'IS', 'REMOTE', null].map(showsSalaryByDefault)).toEqual([true, true, true, false, false, false, false]);
  });

  it('tells which ads state pay and which show a range', () => {
    expect(statesPay(range)).toBe(true);
    expect(statesPay(competitive)).toBe(false);
    expect(showsPayRange(range)).toBe(true);
    expect(showsPayRange({ type: 'unpaid' })).toBe(false);
  });
});
