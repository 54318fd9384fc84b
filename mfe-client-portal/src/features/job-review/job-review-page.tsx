import styled from '@emotion/styled';
import { useDecideJobReview, useJobReviewQueue } from '@nordhub/api-client';
import { jobRejectionReasonMessage, type JobReview } from '@nordhub/contracts';
import { Badge, Button, Card, Container, EmptyState, FormMessage, PageBody, PageTitle, PlainList, Skeleton, TextArea, useDocumentTitle } from '@nordhub/design-system';
import { formatDateWithRelative } from '@nordhub/domain';
import { useCurrentUser, useShowToast } from '@nordhub/session';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getHref } from '../../paths';

const StyledTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space.sm }));
const StyledRejectForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm, width: '100%' }));

/** One waiting job: what it is, whether it is paid, an earlier rejection, and the two decisions. */
function ReviewItem({ job }: { job: JobReview }) {
  const decide = useDecideJobReview();
  const showToast = useShowToast();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = `review-${job.jobId}`;
  const busy = decide.isPending;

  const approve = () =>
    decide.mutate(
      { id: job.jobId, decision: 'approve' },
      { onSuccess: () => showToast(`${job.title} is live`, 'success'), onError: (failure) => showToast(failure.message, 'error') },
    );
  const reject = () => {
    if (reason.trim() === '') {
      setError(jobRejectionReasonMessage);
      return;
    }
    decide.mutate(
      { id: job.jobId, decision: 'reject', reason },
      { onSuccess: () => showToast(`${job.title} went back to ${job.company.name} with your reason`, 'success'), onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <Card layout="stack">
      <article aria-labelledby={titleId}>
        <StyledTitle id={titleId}>
          <Link to={getHref('startupJob', { company: job.company.key, job: job.jobId })}>{job.title}</Link>
        </StyledTitle>
        <StyledMuted>
          {job.company.name}
          {job.place ? ` · ${job.place}` : ''}
          {job.submittedAt ? ` · Waiting since ${formatDateWithRelative(job.submittedAt, new Date())}` : ''}{' '}
          {job.paid ? <Badge tone="success">Paid</Badge> : null}
        </StyledMuted>
        {job.rejection ? <StyledMuted>Rejected before: {job.rejection.reason}</StyledMuted> : null}
        <StyledActions>
          <Button size="sm" onClick={approve} loading={busy && decide.variables?.decision === 'approve'} disabled={busy} aria-label={`Approve and publish ${job.title}`}>
            Approve and publish
          </Button>
          {rejecting ? null : (
            <Button size="sm" variant="secondary" onClick={() => setRejecting(true)} disabled={busy} aria-label={`Reject ${job.title}`}>
              Reject
            </Button>
          )}
          {rejecting ? (
            <StyledRejectForm
              aria-label={`Reject ${job.title}`}
              onSubmit={(event) => {
                event.preventDefault();
                reject();
              }}
            >
              <TextArea
                label="Reason (mailed to the startup and shown on the job)"
                value={reason}
                rows={3}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
                error={error ?? undefined}
              />
              <StyledActions>
                <Button size="sm" type="submit" loading={busy && decide.variables?.decision === 'reject'} disabled={busy}>
                  Send the rejection
                </Button>
                <Button size="sm" variant="secondary" type="button" onClick={() => setRejecting(false)} disabled={busy}>
                  Cancel
                </Button>
              </StyledActions>
            </StyledRejectForm>
          ) : null}
        </StyledActions>
      </article>
    </Card>
  );
}

function ReviewQueue() {
  const queue = useJobReviewQueue();
  if (queue.isPending) return <Skeleton label="Loading the jobs waiting for review…" shape="cards" />;
  if (queue.error) return <FormMessage tone="error">{queue.error.message}</FormMessage>;
  if (queue.data.jobs.length === 0) return <EmptyState title="No jobs waiting">Every job sent for review has been decided.</EmptyState>;
  return (
    <PlainList aria-label="Jobs waiting for review">
      {queue.data.jobs.map((job) => (
        <li key={job.jobId}>
          <ReviewItem job={job} />
        </li>
      ))}
    </PlainList>
  );
}

/**
 * /client/job-review: the admins' queue of jobs waiting for review (JOB_REVIEW), the longest
 * waiting first: approve publishes without another payment, reject sends the job back to its
 * startup with the reason. The API checks the admin again.
 */
export function JobReviewPage() {
  useDocumentTitle('Job review');
  const isAdmin = useCurrentUser()?.isAdmin ?? false;
  return (
    <Container>
      <PageBody>
        <PageTitle>Job review</PageTitle>
        {isAdmin ? <ReviewQueue /> : <FormMessage tone="error">Only admins review jobs.</FormMessage>}
      </PageBody>
    </Container>
  );
}
