import styled from '@emotion/styled';
import { searchJobsQueryOptions } from '@nordhub/api-client';
import { type SiteConfiguration } from '@nordhub/contracts';
import { formatJobTotal } from '@nordhub/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { categoryLabel } from '../../components/jobs/job-card';
import { type JobSearch, jobSearchHref } from './job-search-url';
import { appliedFilters, formValuesOf, searchOfValues } from './job-search-values';

/** Filters offered for dropping: the first few, each costing a count of its own. */
const MAX_SUGGESTIONS = 5;

const StyledList = styled.ul(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, margin: 0, padding: 0, listStyle: 'none' }));

/** A phone's tap target high. */
const StyledItem = styled.li({ display: 'flex', alignItems: 'center', minHeight: 44 });

export type DropFilterSuggestionsProps = { search: JobSearch; configuration: SiteConfiguration };

/**
 * For a search without results: each applied filter as a link to the search without it, with the
 * number of jobs that gives (a search of its own; the count endpoint is for signed-in seekers only).
 */
export function DropFilterSuggestions({ search, configuration }: DropFilterSuggestionsProps) {
  const countries = configuration.site.countries;
  const suggestions = appliedFilters(search, countries, categoryLabel)
    .slice(0, MAX_SUGGESTIONS)
    .map((filter) => {
      const next = searchOfValues({ ...formValuesOf(search), ...filter.remove }, search, countries, filter.remove);
      return { filter, next: { ...next, sort: search.sort } };
    });
  if (suggestions.length === 0) return null;
  return (
    <StyledList aria-label="Filters to drop">
      {suggestions.map(({ filter, next }) => (
        <DropFilterLink key={filter.key} label={filter.label} search={next} />
      ))}
    </StyledList>
  );
}

/** One filter to drop: a link to the search without it, with its count once known. */
function DropFilterLink({ label, search }: { label: string; search: JobSearch }) {
  // One query a link (the shared react-query offers no useQueries to the remotes).
  const count = useQuery(searchJobsQueryOptions(search));
  const total = count.data ? formatJobTotal({ total: count.data.jobs.total, totalIsCapped: count.data.jobs.totalIsCapped }) : null;
  return (
    <StyledItem>
      <Link to={jobSearchHref(search)}>
        Without “{label}”{total ? `: ${total}` : ''}
      </Link>
    </StyledItem>
  );
}
