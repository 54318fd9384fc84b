import styled from '@emotion/styled';
import { useSearchStartups, useSiteConfiguration } from '@nordhub/api-client';
import { countryNames, type SiteConfiguration } from '@nordhub/contracts';
import { Button, Checkbox, Container, EmptyState, FormMessage, PageBody, Pager, PageTitle, PlainList, Select, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { formatQuantity, isNordicCountryCode, lastPageOf, nordicCountryCodes } from '@nordhub/domain';
import { NavButton } from '@nordhub/session';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { getHref } from '../../paths';
import { useFirstDataDeferred } from '../../components/first-data-deferred';
import { StartupCard } from '../../components/startups/startup-card';
import { type StartupSearch, startupSearchRequest, startupSearchToParams, useStartupSearchUrl } from './startup-search-url';

/** Startups per page of /startups. */
export const STARTUPS_PAGE_SIZE = 20;

const StyledFilters = styled.form(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: theme.space.md,
}));

const StyledCount = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.typography.fontWeights.semibold }));

const countryOptions = nordicCountryCodes.map((code) => ({ value: code, text: countryNames[code] }));

type FiltersProps = { search: StartupSearch; configuration: SiteConfiguration; onChange: (next: StartupSearch) => void };

/** The search box (applied on submit) and the filters (applied as soon as they change). */
function StartupFilters({ search, configuration, onChange }: FiltersProps) {
  const [text, setText] = useState(search.search ?? '');
  // The box follows the URL's search when that changes (Back, a link), without remounting the
  // form: a remount on every filter change took the focus from the control just used and dropped
  // words typed but not yet searched.
  const [shownSearch, setShownSearch] = useState(search.search);
  if (search.search !== shownSearch) {
    setShownSearch(search.search);
    setText(search.search ?? '');
  }
  // Any change starts again on page 1.
  const change = (patch: Partial<StartupSearch>) => onChange({ ...search, ...patch, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: text.trim() || undefined });
  };
  return (
    <StyledFilters role="search" aria-label="Find startups" onSubmit={submit}>
      <TextField label="Search startups" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Name or what they do" />
      <Button type="submit">Search</Button>
      <Select
        label="Country"
        placeholder="Any country"
        options={countryOptions}
        value={search.country ?? ''}
        onChange={(event) => change({ country: isNordicCountryCode(event.target.value) ? event.target.value : undefined })}
      />
      <Select
        label="Industry"
        placeholder="Any industry"
        options={configuration.industries}
        value={search.industry ?? ''}
        onChange={(event) => change({ industry: event.target.value || undefined })}
      />
      <Select
        label="Stage"
        placeholder="Any stage"
        options={configuration.company.stages}
        value={search.stage ?? ''}
        onChange={(event) => change({ stage: event.target.value || undefined })}
      />
      <Select
        label="Number of employees"
        placeholder="Any size"
        options={configuration.company.numberOfEmployees}
        value={search.numberOfEmployees ?? ''}
        onChange={(event) => change({ numberOfEmployees: event.target.value || undefined })}
      />
      <Checkbox label="Hiring now" checked={search.hiring === true} onChange={(event) => change({ hiring: event.target.checked || undefined })} />
    </StyledFilters>
  );
}

/** /startups: the searchable, filterable list of public startups, filters in the URL, paged. */
export function StartupsListPage() {
  useDocumentTitle('Browse startups');
  const [search, setSearch] = useStartupSearchUrl();
  const configuration = useSiteConfiguration();
  const results = useSearchStartups(startupSearchRequest(search, STARTUPS_PAGE_SIZE));
  // Like the job search: the first page of cards renders in a deferred, time-sliced update.
  const showResults = useFirstDataDeferred(results.data !== undefined);
  const page = results.data?.page ?? search.page ?? 1;
  const pageCount = results.data ? lastPageOf(results.data.total, results.data.pageSize) : 1;
  const pageHref = (target: number) => {
    const query = startupSearchToParams({ ...search, page: target }).toString();
    return { search: query ? `?${query}` : '' };
  };
  const total = results.data?.total ?? 0;
  const hasFilters = startupSearchToParams({ ...search, page: undefined }).toString() !== '';

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Browse startups</PageTitle>
        {configuration.data ? (
          <StartupFilters search={search} configuration={configuration.data} onChange={setSearch} />
        ) : configuration.isError ? (
          <FormMessage tone="error">The filters could not be loaded. {configuration.error.message}</FormMessage>
        ) : (
          <Skeleton label="Loading the filters…" />
        )}

        <StyledCount role="status" aria-live="polite">
          {results.isPending || (!showResults && !results.isError) ? 'Searching startups…' : results.isError ? '' : `${formatQuantity(total, 'startup')} found`}
        </StyledCount>

        {results.isError ? (
          <div role="alert">
            <p>The startups could not be loaded. {results.error.message}</p>
            <Button variant="secondary" onClick={() => void results.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}

        {showResults && results.data ? (
          <section aria-label="Startups" aria-busy={results.isPlaceholderData || undefined}>
            {results.data.docs.length > 0 ? (
              <PlainList>
                {results.data.docs.map((startup) => (
                  <li key={startup.id}>
                    <StartupCard startup={startup} />
                  </li>
                ))}
              </PlainList>
            ) : (
              <EmptyState
                title="No startups match these filters"
                action={hasFilters ? <NavButton to={getHref('startups')} variant="secondary">Clear filters and show all startups</NavButton> : undefined}
              >
                {hasFilters ? 'Try removing a filter or choosing another country.' : 'Startups appear here as they join Nordhub; check back soon.'}
              </EmptyState>
            )}
            <Pager label="Pages of startups" page={page} lastPage={pageCount} renderLink={(target, text) => <Link to={pageHref(target)}>{text}</Link>} />
          </section>
        ) : null}
      </PageBody>
    </Container>
  );
}
