import styled from '@emotion/styled';
import { useJob } from '@nordhub/api-client';
import { type JobDetail } from '@nordhub/contracts';
import { Container, PageBody, PageTitle, SectionTitle, useDocumentTitle } from '@nordhub/design-system';
import { NavTextLink } from '@nordhub/session';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { jobQueryFallback } from './job-query-state';
import { JobShare } from './job-share';

const StyledLead = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));

const StyledNext = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

function Welcome({ job }: { job: JobDetail }) {
  const company = { company: job.company.key };
  return (
    <Container size="md">
      <PageBody>
        <PageTitle>Your job is published</PageTitle>
        <StyledLead>
          <NavTextLink variant="strong" to={getHref('job', { id: job.id })}>{job.title}</NavTextLink> at {job.company.name} is on Nordhub. Share it so the
          right people see it.
        </StyledLead>
        <JobShare job={job} title="Share your job" />
        <section aria-labelledby="job-welcome-next">
          <SectionTitle id="job-welcome-next">What next</SectionTitle>
          <StyledNext>
            <li>
              <NavTextLink variant="strong" to={getHref('portalStartupJobs', company)}>See all jobs of {job.company.name}</NavTextLink>
            </li>
            <li>
              <NavTextLink variant="strong" to={getHref('portalStartupJobNew', company)}>Post another job</NavTextLink>
            </li>
          </StyledNext>
        </section>
      </PageBody>
    </Container>
  );
}

/** /jobs/:id/welcome: where a startup lands once its job is published; a job the public cannot open is the 404 page. */
export function JobWelcome() {
  const id = useRouteParam('id');
  const job = useJob(id);
  useDocumentTitle('Your job is published');
  return jobQueryFallback(job) ?? (job.data ? <Welcome job={job.data} /> : null);
}
