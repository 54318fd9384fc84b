import { euCountryCodes, nordicCountryNames, isNordicCountryCode } from './countries';

/**
 * The EU Pay Transparency Directive (2023/970) in a job ad: where a country requires it, the ad
 * states the starting pay or its range. The rules per country are site configuration
 * (PAY_TRANSPARENCY_RULES). Its wording rules (no pay-history questions, gender-neutral titles)
 * are in job-ad-wording.ts, apart, so that pages which only need the pay rule do not load the
 * word lists.
 */

/** Required: a job there cannot go live without pay. Recommended: the form warns, the manager may go on. */
export const payRequirements = ['required', 'recommended'] as const;
export type PayRequirement = (typeof payRequirements)[number];

/** One country's rule and the day (YYYY-MM-DD, UTC) it applies from. */
export interface PayRule {
  countryCode: string;
  requirement: PayRequirement;
  appliesFrom: string;
}

/** What applies to one job now: a rule, or none (no rule for its country, or not in force yet). */
export type PayRuleOutcome = { requirement: PayRequirement; rule: PayRule; countryName: string } | { requirement: 'none' };

/** The directive's deadline for national law; the EU members require, the EEA members recommend. */
export const PAY_TRANSPARENCY_DATE = '2026-06-07';

export const defaultPayRules: readonly PayRule[] = [
  { countryCode: 'DK', requirement: 'required', appliesFrom: PAY_TRANSPARENCY_DATE },
  { countryCode: 'SE', requirement: 'required', appliesFrom: PAY_TRANSPARENCY_DATE },
  { countryCode: 'FI', requirement: 'required', appliesFrom: PAY_TRANSPARENCY_DATE },
  { countryCode: 'NO', requirement: 'recommended', appliesFrom: PAY_TRANSPARENCY_DATE },
  { countryCode: 'IS', requirement: 'recommended', appliesFrom: PAY_TRANSPARENCY_DATE },
];

const countryName = (code: string) => (isNordicCountryCode(code) ? nordicCountryNames[code] : code);

/**
 * Parses PAY_TRANSPARENCY_RULES: `DK=required@2026-06-07,NO=recommended@2026-06-07`; `off` for
 * none. Throws with the entry and the rule it breaks, so a bad setting stops the start.
 */
export function parsePayRules(text: string): PayRule[] {
  if (text.trim().toLowerCase() === 'off') return [];
  const rules: PayRule[] = [];
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([A-Z]{2})=(required|recommended)@(\d{4}-\d{2}-\d{2})$/.exec(entry);
    if (!match || Number.isNaN(Date.parse(`${match[3]}T00:00:00Z`))) {
      throw new Error(`"${entry}" is not COUNTRY=required|recommended@YYYY-MM-DD (e.g. SE=required@2026-06-07)`);
    }
    const [, countryCode = '', requirement, appliesFrom = ''] = match;
    if (rules.some((rule) => rule.countryCode === countryCode)) throw new Error(`${countryCode} is listed twice`);
    rules.push({ countryCode, requirement: requirement as PayRequirement, appliesFrom });
  }
  return rules;
}

/** The rule for a job in this country at this moment. */
export function payRuleFor(rules: readonly PayRule[], countryCode: string | null | undefined, at: Date): PayRuleOutcome {
  const rule = countryCode ? rules.find((candidate) => candidate.countryCode === countryCode) : undefined;
  if (!rule || at.getTime() < Date.parse(`${rule.appliesFrom}T00:00:00Z`)) return { requirement: 'none' };
  return { requirement: rule.requirement, rule, countryName: countryName(rule.countryCode) };
}

/** The pay fields a job ad states (the job form's and the job's salary). */
export interface StatedPay {
  type: string;
  min?: number | null;
  max?: number | null;
  currency?: string | null;
  period?: string | null;
}

/** Pay in the ad: a range or a starting pay (lowest = highest) with currency and period, or unpaid. */
export function statesPay(salary: StatedPay): boolean {
  if (salary.type === 'unpaid') return true;
  return salary.type === 'range' && salary.min != null && salary.max != null && !!salary.currency && !!salary.period;
}

/** Whether job seekers see a pay range (or starting pay) with currency in the ad. */
export const showsPayRange = (salary: StatedPay): boolean => salary.type === 'range' && salary.min != null && !!salary.currency;

/**
 * Whether choosing this country in the job search turns "Shows salary" on: in the EU the
 * directive has ads state their pay, so seekers there are shown the ads that do (they can untick it).
 */
export const showsSalaryByDefault = (countryCode: string | null | undefined): boolean =>
  !!countryCode && (euCountryCodes as readonly string[]).includes(countryCode);

/** A broken rule, on the form field the manager fixes. */
export interface PayRuleProblem {
  field: 'salary.type' | 'salary.period';
  message: string;
}

/**
 * What a job's pay lacks under the rule that applies to it; null when it complies or no rule
 * applies. For a recommended country the message is a warning; for a required one, a refusal.
 */
export function payRuleProblem(outcome: PayRuleOutcome, salary: StatedPay): PayRuleProblem | null {
  if (outcome.requirement === 'none' || statesPay(salary)) return null;
  const where = `Jobs in ${outcome.countryName}`;
  if (outcome.requirement === 'recommended') {
    return {
      field: 'salary.type',
      message: `${where} are expected to state the pay (the EU Pay Transparency Directive reaches ${outcome.countryName} through the EEA): candidates apply more often to ads with a pay range.`,
    };
  }
  if (salary.type === 'range' && salary.min != null && salary.max != null && salary.currency) {
    return { field: 'salary.period', message: `${where} must state the pay with its period: please choose per month or per year.` };
  }
  return {
    field: 'salary.type',
    message: `${where} must state the pay in the ad (EU Pay Transparency Directive): give a pay range, or a starting pay as both lowest and highest, with currency and period. "Competitive" is not enough.`,
  };
}

/**
 * What a job lacks under a rule that blocks it (a required one in force), with the country's name;
 * null when it complies or the rule only recommends. The job form, the portal's job list and the
 * API refuse the same jobs with it.
 */
export function requiredPayProblem(
  rules: readonly PayRule[],
  countryCode: string | null | undefined,
  salary: StatedPay,
  at: Date,
): (PayRuleProblem & { countryName: string }) | null {
  const outcome = payRuleFor(rules, countryCode, at);
  if (outcome.requirement !== 'required') return null;
  const problem = payRuleProblem(outcome, salary);
  return problem ? { ...problem, countryName: outcome.countryName } : null;
}
