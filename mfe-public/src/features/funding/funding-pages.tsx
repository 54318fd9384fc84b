import styled from '@emotion/styled';
import { isApiClientError, recordInvestorView, useInvestor, useSearchInvestors, useSiteConfiguration } from '@nordhub/api-client';
import { type InvestorType, investorTypeLabels, investorTypes, type PortfolioEntry } from '@nordhub/contracts';
import { Avatar, Button, Container, ErrorPage, FormMessage, PageBody, PageTitle, PlainList, SectionTitle, Select, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { formatCount, imagePresetPath, storedFilePath } from '@nordhub/domain';
import { useOpenSignUp, useSessionStatus } from '@nordhub/session';
import { FundingList, PeopleList } from '@nordhub/ui-blocks';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { StyledFilters, StyledMuted } from './funding-parts';
import { PortfolioJobsSection } from './portfolio-jobs';

export { InvestorJobBoardPage } from './portfolio-jobs';

const pageSize = 20;

const StyledCard = styled.article(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.md,
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));
const StyledCardBody = styled.div(({ theme }) => ({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.space.xs }));
const StyledText = styled.p({ margin: 0, whiteSpace: 'pre-line' });
const StyledHeader = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }));
// The cover preset's shape, so the page below keeps its place while the picture loads.
const StyledCover = styled.img(({ theme }) => ({ display: 'block', width: '100%', maxHeight: '18rem', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: theme.radii.lg }));
const StyledSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm }));

// The types from the zod-free vocabulary: the list and the investor pages load no zod.
const typeOptions = investorTypes.map((value) => ({ value, text: investorTypeLabels[value] }));
const isInvestorType = (value: string): value is InvestorType => (investorTypes as readonly string[]).includes(value);
const filterNames = ['search', 'type', 'industry', 'market', 'investmentRange', 'country'] as const;
type FilterName = (typeof filterNames)[number];

/** /funding: the funding list, filtered by type, industry (impact included), market, investment range and country; paged. */
export function FundingPage() {
  useDocumentTitle('Funding: investors in Nordic startups');
  const site = useSiteConfiguration();
  // Filters and page live in the URL, so a filtered list can be shared and the back button returns to it.
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<FilterName, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(filters.search);
  const investors = useSearchInvestors({
    search: filters.search || undefined,
    type: isInvestorType(filters.type) ? filters.type : undefined,
    industry: filters.industry || undefined,
    market: filters.market || undefined,
    investmentRange: filters.investmentRange || undefined,
    country: filters.country || undefined,
    page,
    pageSize,
  });
  const go = (change: Partial<Record<FilterName, string>>, nextPage = 1) => {
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = change[name] ?? filters[name];
      if (value) next.set(name, value);
    }
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const filterSelect = (name: FilterName, label: string, options: { value: string; text: string }[]) => (
    <Select label={label} placeholder="Any" options={options} value={filters[name]} onChange={(event) => go({ [name]: event.target.value })} />
  );

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Funding</PageTitle>
        <StyledMuted>Angels, angel networks and venture funds backing Nordic startups.</StyledMuted>
        <p>
          Not sure where to start? <Link to={getHref('fundingQuiz')}>Take the funding quiz</Link> and get the investors that match your startup.
        </p>
        <StyledFilters
          role="search"
          aria-label="Filter investors"
          onSubmit={(event) => {
            event.preventDefault();
            go({ search: text.trim() });
          }}
        >
          <TextField label="Search investors" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          {filterSelect('type', 'Type', typeOptions)}
          {filterSelect('industry', 'Industry', site.data?.industries ?? [])}
          {filterSelect('market', 'Market', site.data?.investor.markets ?? [])}
          {filterSelect('investmentRange', 'Investment range', site.data?.investor.investmentRanges ?? [])}
          {filterSelect('country', 'Country', site.data?.site.countries ?? [])}
          <div>
            <Button type="submit">Search</Button>
          </div>
        </StyledFilters>
        <FundingList
          investors={investors}
          page={page}
          pageSize={pageSize}
          onPage={(target) => go({}, target)}
          hrefOf={(investor) => getHref('fundingInvestor', { id: investor.key })}
          preferSmallImage
        />
      </PageBody>
    </Container>
  );
}

function Investment({ entry }: { entry: PortfolioEntry }) {
  const logo = storedFilePath(entry.company?.logoImage ?? entry.investor?.logoImage) ?? entry.logoImageUrl;
  const name = entry.company?.name ?? entry.investor?.name ?? entry.name;
  return (
    <StyledCard aria-label={name}>
      <Avatar name={name} src={logo} size={40} />
      <StyledCardBody>
        {entry.company ? (
          <Link to={getHref('startup', { id: entry.company.key })}>{name}</Link>
        ) : entry.investor ? (
          <Link to={getHref('fundingInvestor', { id: entry.investor.key })}>{name}</Link>
        ) : entry.website ? (
          <a href={entry.website} target="_blank" rel="noreferrer">
            {name}
          </a>
        ) : (
          <strong>{name}</strong>
        )}
        {entry.category ? <StyledMuted>{entry.category}</StyledMuted> : null}
        {entry.basicInfo.intro ? <StyledText>{entry.basicInfo.intro}</StyledText> : null}
      </StyledCardBody>
    </StyledCard>
  );
}

/** /funding/{id}: an investor's public profile; each visit counts one view. */
export function FundingInvestorPage() {
  const key = useRouteParam('id');
  const investor = useInvestor(key);
  const data = investor.data;
  useDocumentTitle(data?.name ?? 'Investor');
  const loaded = data !== undefined;
  useEffect(() => {
    // A view counts once the profile has loaded (a missing investor counts nothing); failures do not matter to the visitor.
    if (loaded) recordInvestorView(key).catch(() => undefined);
  }, [key, loaded]);

  // A missing or hidden investor is the site's not-found page, as the server says to crawlers.
  if (investor.isError && isApiClientError(investor.error) && investor.error.status === 404) return <ErrorPage status={404} />;

  return (
    <Container size="lg">
      <PageBody>
        <Link to={getHref('funding')}>All investors</Link>
        {investor.isPending ? <Skeleton label="Loading the investor…" /> : null}
        {investor.isError ? <FormMessage tone="error">{investor.error.message}</FormMessage> : null}
        {data ? (
          <>
            {/* The top of the page and its largest paint: fetched first. */}
            {data.coverImage ? <StyledCover src={imagePresetPath(data.coverImage, 'cover') ?? undefined} alt={`Cover image of ${data.name}`} fetchPriority="high" /> : null}
            <StyledHeader>
              <Avatar name={data.name} src={storedFilePath(data.logoImage)} size={64} />
              <PageTitle>{data.name}</PageTitle>
            </StyledHeader>
            <StyledMuted>{[investorTypeLabels[data.type], data.countryCodes.join(', '), formatCount(data.views, 'view')].filter(Boolean).join(' · ')}</StyledMuted>
            {data.intro ? <StyledText>{data.intro}</StyledText> : null}
            <StyledSection aria-labelledby="investor-contact">
              <SectionTitle id="investor-contact">Contact</SectionTitle>
              {data.contactPreference === 'EMAIL' && data.email ? (
                <a href={`mailto:${data.email}`}>E-mail {data.name}</a>
              ) : data.website ? (
                <a href={data.website} target="_blank" rel="noreferrer">
                  Visit the website of {data.name}
                </a>
              ) : (
                <StyledMuted>No contact details given.</StyledMuted>
              )}
            </StyledSection>
            <PeopleList title="Key people" id="investor-people" people={data.keyPeople} />
            <PortfolioJobsSection investorKey={data.key} investorName={data.name} />
            {data.investments.length ? (
              <StyledSection aria-labelledby="investor-investments">
                <SectionTitle id="investor-investments">Investments</SectionTitle>
                <PlainList aria-label="Investments">
                  {data.investments.map((entry) => (
                    <li key={entry.id}>
                      <Investment entry={entry} />
                    </li>
                  ))}
                </PlainList>
              </StyledSection>
            ) : null}
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}

/** /investors/join: invites investors to create a profile; guests sign up first and land on the create page. */
export function InvestorsJoinPage() {
  useDocumentTitle('Join as an investor');
  const status = useSessionStatus();
  const openSignUp = useOpenSignUp();
  const navigate = useNavigate();
  const target = getHref('portalInvestorNew');
  return (
    <Container>
      <PageBody>
        <PageTitle>Join Nordhub as an investor</PageTitle>
        <StyledText>
          Show Nordic startups who you are and what you invest in. Your investor profile lists your intro, key people, focus and portfolio on the
          funding list, and startups contact you the way you prefer: by e-mail or through your website.
        </StyledText>
        <div>
          <Button disabled={status === 'unknown'} onClick={() => (status === 'signed-in' ? navigate(target) : openSignUp(target))}>
            Create an investor profile
          </Button>
        </div>
        {status === 'guest' ? <StyledMuted>You sign up first; your new profile page opens right after.</StyledMuted> : null}
      </PageBody>
    </Container>
  );
}
