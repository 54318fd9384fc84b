import { Container, PageBody, PageTitle, useDocumentTitle } from '@nordhub/design-system';
import { useRouteParam } from '../../route-params';
import { ApplicantsBoard } from './applicants-board';
import { AtsConnectionPanel } from './ats-connection-panel';

/** /client/startups/{company}/applicants: every applicant of the startup on one kanban. */
export function StartupApplicantsPage() {
  useDocumentTitle('All applicants');
  const company = useRouteParam('company');
  return (
    <Container size="xl">
      <PageBody>
        <PageTitle>All applicants</PageTitle>
        <AtsConnectionPanel company={company} />
        <ApplicantsBoard company={company} />
      </PageBody>
    </Container>
  );
}
