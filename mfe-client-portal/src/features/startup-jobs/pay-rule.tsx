import styled from '@emotion/styled';
import { useSiteConfiguration } from '@nordhub/api-client';
import { type JobListItem } from '@nordhub/contracts';
import { requiredPayProblem, type PayRule, type PayRuleOutcome } from '@nordhub/domain';
import { Notice } from '@nordhub/design-system';
import { NavButton } from '@nordhub/session';
import { Link } from 'react-router-dom';
import { getHref } from '../../paths';

// The EU pay transparency rule as the startup portal applies it: the site configuration's rules
// per country, read on the job form and the job list (the API refuses the same jobs).

const noRules: readonly PayRule[] = [];

/** The site configuration's rules (none while it loads: the API still refuses what breaks them). */
export function usePayRules(): readonly PayRule[] {
  return useSiteConfiguration().data?.payTransparency.rules ?? noRules;
}

/** What a required country's rule lacks in a job as stored, or null (recommended rules never block). */
export function useRequiredPayProblem(job: Pick<JobListItem, 'salary' | 'location'>) {
  return requiredPayProblem(usePayRules(), job.location.countryCode, job.salary, new Date());
}

const StyledNote = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));

/** The short line near the salary fields naming the rule that applies, with the public page that explains it. */
export function PayRuleNote({ outcome, id }: { outcome: PayRuleOutcome; id?: string }) {
  if (outcome.requirement === 'none') return null;
  const text =
    outcome.requirement === 'required'
      ? `Jobs in ${outcome.countryName} must state the pay: a range, or a starting pay, with currency and period.`
      : `Jobs in ${outcome.countryName} should state the pay: a range, or a starting pay, with currency and period.`;
  return (
    <StyledNote id={id}>
      {text} <Link to={getHref('payTransparency')}>What the EU pay transparency rules ask</Link>
    </StyledNote>
  );
}

/** The id of a job's pay flag: the actions it disables name it as their reason. */
export const payMissingFlagId = (jobId: string) => `pay-missing-${jobId}`;

/**
 * A job in a country that requires pay in the ad, stored without it: what is missing and the
 * one-click fix (its edit form, opened on the salary fields).
 */
export function PayMissingFlag({ companyKey, job }: { companyKey: string; job: Pick<JobListItem, 'id' | 'title' | 'salary' | 'location'> }) {
  const problem = useRequiredPayProblem(job);
  if (!problem) return null;
  return (
    <Notice>
      <p id={payMissingFlagId(job.id)}>
        <strong>Pay missing: required in {problem.countryName}.</strong> This job cannot be submitted, resumed or republished until its ad states the pay.
      </p>
      <NavButton size="sm" to={`${getHref('startupJobEdit', { company: companyKey, job: job.id })}?fix=pay`} aria-label={`Add the pay to ${job.title}`}>
        Add the pay
      </NavButton>
    </Notice>
  );
}
