import { useConfirmJobOpen, useJob } from '@nordhub/api-client';
import { type JobDetail } from '@nordhub/contracts';
import { Button, Container, FormMessage, PageBody, PageTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { isClosedJob, jobFreshnessLabel } from '@nordhub/domain';
import { NavTextLink } from '@nordhub/session';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { JobAtCompany, JobTitleLink, MailLinkActions, MailLinkMuted, MailLinkText } from '../../components/jobs/job-mail-link-parts';


const PAGE_TITLE = 'Is this job still open?';

function Confirm({ job, token }: { job: JobDetail; token: string }) {
  const confirm = useConfirmJobOpen();
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirm.isSuccess) done.current?.focus();
  }, [confirm.isSuccess]);
  const jobLink = <JobTitleLink job={job} />;
  const portalJobs = (
    <NavTextLink to={getHref('portalStartupJobs', { company: job.company.key })}>your jobs page</NavTextLink>
  );

  if (confirm.isSuccess) {
    return (
      <>
        <FormMessage tone="success">
          <span ref={done} tabIndex={-1}>
            Thank you: {job.title} at {job.company.name} is confirmed open. Its page now says &quot;
            {jobFreshnessLabel(confirm.data.confirmedOpenAt, new Date())}&quot;.
          </span>
        </FormMessage>
        <MailLinkText>See {jobLink}, or go to {portalJobs} to edit or pause it.</MailLinkText>
      </>
    );
  }
  if (isClosedJob(job)) {
    return (
      <>
        <JobAtCompany job={job} />
        <FormMessage tone="error">This job is closed, so there is nothing to confirm. Republish it from {portalJobs} to open it again.</FormMessage>
      </>
    );
  }
  return (
    <>
      <JobAtCompany job={job} />
      <MailLinkMuted>
        {jobFreshnessLabel(job.confirmedOpenAt, new Date())}. Job seekers see when a job was last confirmed open; a job not
        confirmed for 30 days is shown below confirmed ones.
      </MailLinkMuted>
      <MailLinkActions>
        <Button loading={confirm.isPending} onClick={() => confirm.mutate({ id: job.id, token })}>
          Yes, it is still open
        </Button>
      </MailLinkActions>
      {confirm.isError ? <FormMessage tone="error">{confirm.error.message}</FormMessage> : null}
      <MailLinkMuted>Filled or no longer hiring? Pause the job from {portalJobs}.</MailLinkMuted>
    </>
  );
}

/**
 * /jobs/:id/confirm-open?token=...: the page of a reminder e-mail's link. Opening it changes
 * nothing (mail scanners open links); one press of "Yes, it is still open" confirms with the
 * link's signed token, no log-in needed (docs/fresh-jobs.md).
 */
export function JobConfirmOpenPage() {
  const id = useRouteParam('id');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const job = useJob(id);
  useDocumentTitle(PAGE_TITLE);
  return (
    <Container size="sm">
      <PageBody>
        <PageTitle>{PAGE_TITLE}</PageTitle>
        {!token ? (
          <FormMessage tone="error">This link is incomplete. Open the link from the e-mail again, or confirm the job from your jobs page.</FormMessage>
        ) : job.isPending ? (
          <Skeleton label="Loading…" />
        ) : job.isError ? (
          <FormMessage tone="error">{job.error.message}</FormMessage>
        ) : (
          <Confirm job={job.data} token={token} />
        )}
      </PageBody>
    </Container>
  );
}
