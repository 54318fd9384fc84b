import styled from '@emotion/styled';
import { useConfirmJobOpen } from '@nordhub/api-client';
import { type JobListItem } from '@nordhub/contracts';
import { Badge, Button } from '@nordhub/design-system';
import { isJobStale, jobFreshnessLabel } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';

const StyledFreshness = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }));
const StyledLabel = styled.span(({ theme }) => ({ color: theme.colors.textMuted }));

export type JobConfirmOpenProps = {
  job: Pick<JobListItem, 'id' | 'title' | 'status' | 'confirmedOpenAt'>;
};

/**
 * A live job's freshness as seekers see it ("Confirmed open 3 days ago") and the one-click
 * "Confirm still open" (POST /jobs/{id}/confirm-open; docs/fresh-jobs.md). Nothing for jobs
 * that are not live: only an open job can be confirmed.
 */
export function JobConfirmOpen({ job }: JobConfirmOpenProps) {
  const confirm = useConfirmJobOpen();
  const showToast = useShowToast();
  if (job.status !== 'ACTIVE') return null;
  const now = new Date();
  const label = jobFreshnessLabel(job.confirmedOpenAt, now);
  return (
    <StyledFreshness>
      {isJobStale(job.confirmedOpenAt, now) ? <Badge tone="warning">{label}</Badge> : <StyledLabel>{label}</StyledLabel>}
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Confirm still open: ${job.title}`}
        loading={confirm.isPending}
        onClick={() =>
          confirm.mutate(
            { id: job.id },
            {
              onSuccess: (confirmed) => showToast(`${job.title}: ${jobFreshnessLabel(confirmed.confirmedOpenAt, new Date())}`, 'success'),
              onError: (error) => showToast(error.message, 'error'),
            },
          )
        }
      >
        Confirm still open
      </Button>
    </StyledFreshness>
  );
}
