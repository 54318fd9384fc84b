import styled from '@emotion/styled';
import { type JobDetail } from '@nordhub/contracts';
import { NavTextLink } from '@nordhub/session';
import { getHref } from '../../paths';

// The pieces shared by the pages behind a job's e-mail links (/jobs/:id/confirm-open,
// /jobs/:id/resend-applicants): plain lines of text and in-text links to the job.

/** A line of text without the paragraph margin. */
export const MailLinkText = styled.p({ margin: 0 });

/** A muted line of text without the paragraph margin. */
export const MailLinkMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** The row of the page's buttons. */
export const MailLinkActions = styled.div({ display: 'flex' });

/** The job's title, linking to its page. */
export function JobTitleLink({ job }: { job: Pick<JobDetail, 'id' | 'title'> }) {
  return <NavTextLink to={getHref('job', { id: job.id })}>{job.title}</NavTextLink>;
}

/** "<job title> at <startup>", the title linking to the job's page: which job the page is about. */
export function JobAtCompany({ job }: { job: Pick<JobDetail, 'id' | 'title' | 'company'> }) {
  return (
    <MailLinkText>
      <JobTitleLink job={job} /> at {job.company.name}
    </MailLinkText>
  );
}
