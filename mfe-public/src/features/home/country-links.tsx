import styled from '@emotion/styled';
import { useSiteConfiguration } from '@nordhub/api-client';
import { getHref } from '../../paths';
import { Skeleton } from '@nordhub/design-system';
import { NavTextLink } from '@nordhub/session';

const StyledList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const StyledNote = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

/**
 * The site's countries from the site configuration. The shell prefetches it into the shared
 * QueryClient, so on a first visit this reads the cache instead of sending a second request.
 */
export function CountryLinks() {
  const { data, isPending, isError } = useSiteConfiguration();
  if (isPending) return <Skeleton label="Loading countries…" />;
  if (isError) return <StyledNote>The list of countries could not be loaded.</StyledNote>;
  return (
    <StyledList>
      {data.site.countries.map((country) => (
        <li key={country.value}>
          <NavTextLink variant="pill" to={getHref('jobsInCountry', { country: country.text.toLowerCase() })}>
            Jobs in {country.text}
          </NavTextLink>
        </li>
      ))}
    </StyledList>
  );
}
