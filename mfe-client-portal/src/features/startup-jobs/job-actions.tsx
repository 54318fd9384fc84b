import styled from '@emotion/styled';
import { useTransitionJob } from '@nordhub/api-client';
import { type JobListItem, jobStatusLabels } from '@nordhub/contracts';
import { Button } from '@nordhub/design-system';
import { availableJobActions, decideCheckout, decideJobTransition, type JobAction, type JobActor } from '@nordhub/domain';
import { NavButton, useCurrentUser, useShowToast } from '@nordhub/session';
import { getHref } from '../../paths';
import { actionLabels } from './job-labels';
import { payMissingFlagId, useRequiredPayProblem } from './pay-rule';

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }));
const StyledHint = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.fontSizes.sm }));

/** The lifecycle actor the signed-in user is for the UI (the API decides again). */
export function useJobActor(): JobActor {
  return useCurrentUser()?.isAdmin ? 'admin' : 'manager';
}

export type JobActionsProps = {
  companyKey: string;
  /** `postingPaid`: paid already (in review, or rejected there): submitting sends it back to review, with no checkout. */
  job: Pick<JobListItem, 'id' | 'title' | 'status' | 'expirationDate' | 'boostingExpiresAt' | 'salary' | 'location' | 'postingPaid'>;
  /** Show the links to the job's own page and edit form (not on those pages). */
  withLinks?: boolean;
};

/**
 * What the manager can do with a job now, straight from the state machine: the lifecycle
 * actions (transitions endpoint), paying to post (monetise) and boosting, each only when the
 * job's status allows it.
 */
export function JobActions({ companyKey, job, withLinks = false }: JobActionsProps) {
  const actor = useJobActor();
  const transition = useTransitionJob();
  const showToast = useShowToast();
  const now = new Date();
  const actions = availableJobActions(job, actor, now).filter((action) => actionLabels[action] !== undefined);
  const actionLabel = (action: JobAction) => (action === 'submit' && job.postingPaid ? 'Submit for review' : actionLabels[action]);
  const params = { company: companyKey, job: job.id };
  const canPost = decideCheckout(job, 'post', now).allowed;
  const canBoost = decideCheckout(job, 'boost', now).allowed;
  const republish = decideJobTransition(job, 'republish', actor, now);
  // An expired job is republished for a new period, which needs a later date first.
  const needsNewDate = !republish.allowed && republish.reason === 'expiration';
  // Without the pay its country requires, the API refuses to take the job (back) live.
  const payMissing = useRequiredPayProblem(job) !== null;
  const blockedByPay = (action: string) => payMissing && (action === 'submit' || action === 'approve' || action === 'resume' || action === 'republish');

  return (
    <StyledActions>
      {canPost && payMissing ? (
        <Button size="sm" disabled aria-label={`Pay and post ${job.title}`} aria-describedby={payMissingFlagId(job.id)}>
          Pay and post
        </Button>
      ) : canPost ? (
        <NavButton size="sm" to={getHref('startupJobMonetise', params)} aria-label={`Pay and post ${job.title}`}>
          Pay and post
        </NavButton>
      ) : null}
      {canBoost ? (
        <NavButton size="sm" variant="secondary" to={getHref('startupJobBoost', params)} aria-label={`Boost ${job.title}`}>
          Boost
        </NavButton>
      ) : null}
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant="secondary"
          aria-label={`${actionLabel(action)} ${job.title}`}
          loading={transition.isPending && transition.variables?.action === action}
          disabled={blockedByPay(action)}
          aria-describedby={blockedByPay(action) ? payMissingFlagId(job.id) : undefined}
          onClick={() =>
            transition.mutate(
              { id: job.id, action },
              {
                onSuccess: (moved) => showToast(`${job.title}: ${jobStatusLabels[moved.status]}`, 'success'),
                onError: (error) => showToast(error.message, 'error'),
              },
            )
          }
        >
          {actionLabel(action)}
        </Button>
      ))}
      {needsNewDate ? <StyledHint>Set a later expiration date (Edit) to republish this job.</StyledHint> : null}
      {withLinks ? (
        <>
          <NavButton size="sm" variant="secondary" to={getHref('startupJobEdit', params)} aria-label={`Edit ${job.title}`}>
            Edit
          </NavButton>
          <NavButton
            size="sm"
            variant="secondary"
            to={`${getHref('startupJobNew', { company: companyKey })}?duplicate=${encodeURIComponent(job.id)}`}
            aria-label={`Duplicate ${job.title}`}
          >
            Duplicate
          </NavButton>
        </>
      ) : null}
    </StyledActions>
  );
}
