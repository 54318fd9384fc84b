import styled from '@emotion/styled';
import { type JobListItem } from '@nordhub/contracts';
import { Badge } from '@nordhub/design-system';
import { isJobStale, jobFreshnessLabel } from '@nordhub/domain';

export type JobFreshnessProps = {
  job: Pick<JobListItem, 'confirmedOpenAt'>;
  /** The clock (tests pass one). */
  now?: Date;
};

const StyledFresh = styled.span(({ theme }) => ({ color: theme.colors.textMuted }));

/**
 * When the startup last confirmed the job open: "Confirmed open 3 days ago", or, after 30 days
 * without a confirmation, "Not confirmed in the last 30 days" as a warning (docs/fresh-jobs.md).
 */
export function JobFreshness({ job, now = new Date() }: JobFreshnessProps) {
  const label = jobFreshnessLabel(job.confirmedOpenAt, now);
  return isJobStale(job.confirmedOpenAt, now) ? <Badge tone="warning">{label}</Badge> : <StyledFresh>{label}</StyledFresh>;
}
