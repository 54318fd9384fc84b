import { useSiteConfiguration } from '@nordhub/api-client';
import { Container, ErrorPage, Skeleton } from '@nordhub/design-system';
import { type ReactNode } from 'react';
import { countryFromSlug, jobsInPlaceTitle, placeNameFromSlug, toJobSearchCountry } from '@nordhub/domain';
import { useRouteParam } from '../../route-params';
import { ExternalFeaturedJobs } from './external-featured-jobs-page';
import { JobLandingSearchPage } from './job-landing-page';
import { JobSearchPage } from './job-search-page';

export function JobsPage() {
  return <JobSearchPage title="Find jobs" />;
}

/** A fixed SEO landing page: a pre-filtered search (see job-landing-page.tsx). */
export function JobLandingPage() {
  return <JobLandingSearchPage />;
}

type SlugCountry = { name: string; code: NonNullable<ReturnType<typeof toJobSearchCountry>> };

/**
 * Resolves the /jobs/location/:country slug by the site configuration's country names before the
 * search runs (an unfiltered search first would flash the wrong jobs); an unknown country is a 404.
 */
function WithSlugCountry({ children }: { children: (country: SlugCountry) => ReactNode }) {
  const slug = useRouteParam('country');
  const configuration = useSiteConfiguration();
  if (configuration.isPending) {
    return (
      <Container size="lg">
        <Skeleton label="Loading jobs…" shape="cards" />
      </Container>
    );
  }
  if (configuration.isError) return <ErrorPage message={configuration.error.message} />;
  const option = countryFromSlug(slug, configuration.data.site.countries);
  const code = toJobSearchCountry(option?.value);
  if (!option || !code) return <ErrorPage status={404} />;
  return <>{children({ name: option.text, code })}</>;
}

export function JobsInCountryPage() {
  return <WithSlugCountry>{(country) => <JobSearchPage title={jobsInPlaceTitle(country.name)} fixed={{ country: country.code }} />}</WithSlugCountry>;
}

export function JobsInCityPage() {
  const city = placeNameFromSlug(useRouteParam('city'));
  return (
    <WithSlugCountry>
      {(country) => <JobSearchPage title={jobsInPlaceTitle(country.name, city)} fixed={{ country: country.code, city }} />}
    </WithSlugCountry>
  );
}

export function ExternalFeaturedJobsPage() {
  return <ExternalFeaturedJobs />;
}
