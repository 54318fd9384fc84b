import { ErrorPage } from '@nordhub/design-system';
import { jobLandingPageBySlug, jobSearchFromParams, jobSearchToParams } from '@nordhub/domain';
import { useLocation } from 'react-router-dom';
import { jobSearchVocabulary } from './job-search-url';
import { JobSearchPage } from './job-search-page';

/**
 * A fixed SEO landing page (/jobs/backend-jobs-copenhagen, libs/domain's jobLandingPages): the
 * job search pre-filtered by the page's role and place, under its own heading and introduction.
 * The routes give each page a static path, which ranks above /jobs/:id.
 */
export function JobLandingSearchPage() {
  const { pathname } = useLocation();
  const page = jobLandingPageBySlug(pathname.replace(/^\/jobs\//, '').replace(/\/$/, ''));
  if (!page) return <ErrorPage status={404} />;
  // Through the URL rule, so the filters carry the contracts' types and only values the API accepts.
  const fixed = jobSearchFromParams(jobSearchToParams(page.filters), jobSearchVocabulary);
  return <JobSearchPage title={page.title} intro={page.description} fixed={fixed} />;
}
