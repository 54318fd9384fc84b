import styled from '@emotion/styled';
import { Button, Container, useDocumentTitle, VisuallyHidden } from '@nordhub/design-system';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { platformSites } from '@nordhub/domain';
import { usePlatform } from '@nordhub/session';
import { Link, useNavigate } from 'react-router-dom';
import { getHref } from '../../paths';
import { CountryLinks } from './country-links';
import { FeaturedJobs, FeaturedStartups, HomeCallsToAction, LatestJobs } from './home-sections';

const StyledHero = styled.section(({ theme }) => ({
  paddingBlock: theme.space.huge,
  background: `linear-gradient(160deg, ${theme.colors.primarySubtle} 0%, ${theme.colors.background} 70%)`,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledTitle = styled.h1(({ theme }) => ({
  maxWidth: '18ch',
  fontSize: theme.typography.fontSizes.xxl,
  [theme.mq.up('md')]: { fontSize: theme.typography.fontSizes.display },
}));

const StyledLead = styled.p(({ theme }) => ({
  maxWidth: '56ch',
  fontSize: theme.typography.fontSizes.lg,
  color: theme.colors.textMuted,
}));

const StyledSearch = styled.form(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  maxWidth: '640px',
  marginTop: theme.space.xl,
}));

const StyledInput = styled.input(({ theme }) => ({
  flex: '1 1 260px',
  minHeight: `${theme.sizes.controlHeight}px`,
  padding: `0 ${theme.space.md}`,
  color: theme.colors.text,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
}));

const StyledLinks = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.lg,
  marginTop: theme.space.lg,
  fontWeight: theme.typography.fontWeights.semibold,
}));

const StyledSection = styled.section(({ theme }) => ({ paddingBlock: theme.space.xxxl }));

const StyledSectionTitle = styled.h2(({ theme }) => ({ fontSize: theme.typography.fontSizes.xl }));

type HomeSectionProps = { id: string; title: string; children: ReactNode };

/** One band of the landing page, named by its title. */
function HomeSection({ id, title, children }: HomeSectionProps) {
  return (
    <StyledSection aria-labelledby={id}>
      <Container>
        <StyledSectionTitle id={id}>{title}</StyledSectionTitle>
        {children}
      </Container>
    </StyledSection>
  );
}

/**
 * The landing page: a job search, the latest three jobs, the featured jobs, featured startups, the
 * countries the site covers (from the site configuration), and the calls to action for startups
 * and investors.
 */
export function HomePage() {
  useDocumentTitle('Jobs at Nordic startups');
  const navigate = useNavigate();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const site = platformSites[usePlatform()];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = search.trim();
    navigate(query ? `${getHref('jobs')}?${new URLSearchParams({ search: query })}` : getHref('jobs'));
  };

  return (
    <>
      <StyledHero>
        <Container>
          <StyledTitle>{site.homeTitle}</StyledTitle>
          <StyledLead>{site.homeLead}</StyledLead>
          <StyledSearch role="search" onSubmit={submit}>
            <VisuallyHidden>
              <label htmlFor={searchId}>Job title, skill or startup</label>
            </VisuallyHidden>
            <StyledInput
              id={searchId}
              type="search"
              placeholder="Job title, skill or startup"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit">Search jobs</Button>
          </StyledSearch>
          <StyledLinks>
            <Link to={getHref('jobs')}>Browse all jobs</Link>
            <Link to={getHref('startups')}>Browse startups</Link>
            <Link to={getHref('startupsJoin')}>Hiring? Post a job</Link>
          </StyledLinks>
        </Container>
      </StyledHero>
      <HomeSection id="home-latest-jobs" title="Latest jobs">
        <LatestJobs />
      </HomeSection>
      <HomeSection id="home-featured-jobs" title="Featured jobs">
        <FeaturedJobs />
      </HomeSection>
      <HomeSection id="home-featured-startups" title="Startups hiring now">
        <FeaturedStartups />
      </HomeSection>
      <HomeSection id="home-countries" title="Jobs in the Nordics">
        <CountryLinks />
      </HomeSection>
      <StyledSection aria-label="For startups and investors">
        <Container>
          <HomeCallsToAction />
        </Container>
      </StyledSection>
    </>
  );
}
