import { Container, PageBody, PageTitle, SectionTitle, useDocumentTitle } from '@nordhub/design-system';
import { useRouteParam } from '../../route-params';
import { ApplicantsBoard } from './applicant-board';

/** /client/startups/{company}/applicants: every applicant of the startup on one kanban. */
export function StartupApplicantsPage() {
  useDocumentTitle('All applicants');
  const company = useRouteParam('company');
  return (
    <Container size="xl">
      <PageBody>
        <PageTitle>All applicants</PageTitle>
        <ApplicantsBoard company={company} />
      </PageBody>
    </Container>
  );
}

/** The applicants of one job, shown under the job on /client/startups/{company}/jobs/{job}. */
export function JobApplicantsSection() {
  const company = useRouteParam('company');
  const job = useRouteParam('job');
  return (
    <Container size="xl">
      <section aria-labelledby="job-applicants-title">
        <SectionTitle id="job-applicants-title">Applicants for this job</SectionTitle>
        <ApplicantsBoard company={company} jobId={job} />
      </section>
    </Container>
  );
}
