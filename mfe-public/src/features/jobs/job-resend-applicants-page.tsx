import { useJob, useResendJobApplicants } from '@nordhub/api-client';
import { type JobDetail, type User } from '@nordhub/contracts';
import { Button, Container, FormMessage, PageBody, PageTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { formatQuantity } from '@nordhub/domain';
import { useCurrentUser, useOpenSignIn, useSessionStatus } from '@nordhub/session';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteParam } from '../../route-params';
import { JobAtCompany, MailLinkActions, MailLinkMuted, MailLinkText } from '../../components/jobs/job-mail-link-parts';
import { jobQueryFallback } from './job-query-state';


const PAGE_TITLE = 'Send the applicants to your e-mail';

/** What the page says after the server answered. */
export function sentMessage(sent: number, email: string): string {
  if (sent === 0) return 'This job has no applicants yet';
  return `We have sent ${formatQuantity(sent, 'applicant')} to ${email}`;
}

/** Whether the user may ask (the server decides again): a manager of the job's company, or an admin. */
const managesJob = (user: User, job: JobDetail) => user.isAdmin || user.companies.some((company) => company.key === job.company.key);

function ResendApplicants({ job, user }: { job: JobDetail; user: User }) {
  const resend = useResendJobApplicants();

  if (!managesJob(user, job)) {
    return (
      <>
        <JobAtCompany job={job} />
        <FormMessage tone="error">
          Only the managers of {job.company.name} can have its applicants sent to them. Log in with the account that posted the job.
        </FormMessage>
      </>
    );
  }
  return (
    <>
      <JobAtCompany job={job} />
      <MailLinkMuted>
        We send the list of this job&apos;s applicants (name, e-mail, date applied and stage) to {user.email}.
      </MailLinkMuted>
      <MailLinkActions>
        <Button loading={resend.isPending} onClick={() => resend.mutate(job.id)}>
          Send the applicants to my e-mail
        </Button>
      </MailLinkActions>
      {resend.isSuccess ? <FormMessage tone="success">{sentMessage(resend.data.sent, user.email)}</FormMessage> : null}
      {resend.isError ? <FormMessage tone="error">The applicants could not be sent. {resend.error.message}</FormMessage> : null}
    </>
  );
}

function SignedInPage({ id, user }: { id: string; user: User }) {
  const job = useJob(id);
  return jobQueryFallback(job) ?? (job.data ? <ResendApplicants job={job.data} user={user} /> : null);
}

/**
 * /jobs/:id/resend-applicants, the page behind the e-mail link: a company manager has the job's
 * applicants mailed to their own address. A guest is asked to log in and comes back here.
 */
export function JobResendApplicants() {
  const id = useRouteParam('id');
  const status = useSessionStatus();
  const user = useCurrentUser();
  const openSignIn = useOpenSignIn();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const askedToSignIn = useRef(false);
  useDocumentTitle(PAGE_TITLE);

  useEffect(() => {
    // Once per visit: closing the modal must not reopen it.
    if (status !== 'guest' || askedToSignIn.current) return;
    askedToSignIn.current = true;
    openSignIn(here);
  }, [status, here, openSignIn]);

  if (status === 'signed-in' && user) {
    return (
      <Container size="md">
        <PageBody>
          <PageTitle>{PAGE_TITLE}</PageTitle>
          <SignedInPage id={id} user={user} />
        </PageBody>
      </Container>
    );
  }
  return (
    <Container size="md">
      <PageBody>
        <PageTitle>{PAGE_TITLE}</PageTitle>
        {status === 'unknown' ? (
          <Skeleton label="Loading…" />
        ) : (
          <>
            <MailLinkText>Log in as a manager of the startup to have this job&apos;s applicants sent to your e-mail.</MailLinkText>
            <MailLinkActions>
              <Button onClick={() => openSignIn(here)}>Log in</Button>
            </MailLinkActions>
          </>
        )}
      </PageBody>
    </Container>
  );
}
