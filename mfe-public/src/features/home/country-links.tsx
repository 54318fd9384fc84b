import styled from '@emotion/styled';
import { useSiteConfiguration } from '@nordhub/api-client';
import { Link } from 'react-router-dom';
import { getHref } from '../../paths';

const StyledList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const StyledCountry = styled(Link)(({ theme }) => ({
  display: 'inline-block',
  padding: `${theme.space.sm} ${theme.space.lg}`,
  color: theme.colors.primary,
  fontWeight: theme.typography.fontWeights.semibold,
  textDecoration: 'none',
  background: theme.colors.primarySubtle,
  borderRadius: theme.radii.pill,
  '&:hover': { color: theme.colors.primaryHover, textDecoration: 'underline' },
}));

const StyledNote = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

/**
 * The site's countries from the site configuration. The shell prefetches it into the shared
 * QueryClient, so on a first visit this reads the cache instead of sending a second request.
 */
export function CountryLinks() {
  const { data, isPending, isError } = useSiteConfiguration();
  if (isPending) return <StyledNote>Loading countries…</StyledNote>;
  if (isError) return <StyledNote>The list of countries could not be loaded.</StyledNote>;
  return (
    <StyledList>
      {data.site.countries.map((country) => (
        <li key={country.value}>
          <StyledCountry to={getHref('jobsInCountry', { country: country.text.toLowerCase() })}>
            Jobs in {country.text}
          </StyledCountry>
        </li>
      ))}
    </StyledList>
  );
}
