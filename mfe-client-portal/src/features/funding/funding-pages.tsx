import styled from '@emotion/styled';
import { useInvestor, useSearchInvestors } from '@nordhub/api-client';
import { investorTypeLabels } from '@nordhub/contracts';
import { Avatar, Button, Container, FormMessage, PageBody, Pager, PageTitle, PlainList, SectionTitle, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { formatQuantity, lastPageOf, storedFilePath } from '@nordhub/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

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
const StyledName = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledText = styled.p({ margin: 0, whiteSpace: 'pre-line' });
const StyledSearch = styled.form(({ theme }) => ({ display: 'flex', alignItems: 'flex-end', gap: theme.space.md, '& > :first-of-type': { flex: 1 } }));

/** /client/startups/{company}/funding: the funding list (investors) inside the portal, searchable and paged. */
export function StartupFundingPage() {
  const company = useRouteParam('company');
  useDocumentTitle('Funding');
  // Search and page live in the URL, so the back button from an investor returns to the same list.
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [text, setText] = useState(search);
  const investors = useSearchInvestors({ search: search || undefined, page, pageSize });
  const pages = investors.data ? lastPageOf(investors.data.total, pageSize) : 1;
  const go = (next: { search?: string; page?: number }) => {
    const params = new URLSearchParams();
    const nextSearch = next.search ?? search;
    if (nextSearch) params.set('search', nextSearch);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Funding</PageTitle>
        <StyledMuted>Investors backing Nordic startups.</StyledMuted>
        <StyledSearch
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            go({ search: text.trim(), page: 1 });
          }}
        >
          <TextField label="Search investors" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit">Search</Button>
        </StyledSearch>
        {investors.isPending ? <Skeleton label="Loading the investors…" shape="cards" /> : null}
        {investors.isError ? <FormMessage tone="error">{investors.error.message}</FormMessage> : null}
        {investors.data ? (
          <StyledMuted role="status">
            {formatQuantity(investors.data.total, 'investor')}
          </StyledMuted>
        ) : null}
        <PlainList aria-label="Investors">
          {(investors.data?.docs ?? []).map((investor) => (
            <li key={investor.id}>
              <StyledCard aria-label={investor.name}>
                <Avatar name={investor.name} src={storedFilePath(investor.logoImage)} size={48} />
                <StyledCardBody>
                  <StyledName>
                    <Link to={getHref('startupFundingInvestor', { company, id: investor.key })}>{investor.name}</Link>
                  </StyledName>
                  <StyledMuted>{[investorTypeLabels[investor.type], investor.countryCodes.join(', ')].filter(Boolean).join(' · ')}</StyledMuted>
                  {investor.intro ? <StyledText>{investor.intro.length > 200 ? `${investor.intro.slice(0, 200)}…` : investor.intro}</StyledText> : null}
                </StyledCardBody>
              </StyledCard>
            </li>
          ))}
        </PlainList>
        <Pager
          label="Pages"
          page={page}
          lastPage={pages}
          renderLink={(target, text) => (
            <Button type="button" variant="secondary" size="sm" onClick={() => go({ page: target })}>
              {text}
            </Button>
          )}
        />
      </PageBody>
    </Container>
  );
}

/** /client/startups/{company}/funding/{id}: one investor: intro, how to reach them, people and investments. */
export function StartupFundingInvestorPage() {
  const company = useRouteParam('company');
  const key = useRouteParam('id');
  const investor = useInvestor(key);
  useDocumentTitle(investor.data?.name ?? 'Investor');
  const data = investor.data;

  return (
    <Container size="lg">
      <PageBody>
        <Link to={getHref('startupFunding', { company })}>All investors</Link>
        <PageTitle>{data?.name ?? 'Investor'}</PageTitle>
        {investor.isPending ? <Skeleton label="Loading the investor…" /> : null}
        {investor.isError ? <FormMessage tone="error">{investor.error.message}</FormMessage> : null}
        {data ? (
          <>
            <StyledMuted>{[investorTypeLabels[data.type], data.countryCodes.join(', ')].filter(Boolean).join(' · ')}</StyledMuted>
            {data.intro ? <StyledText>{data.intro}</StyledText> : null}
            <section aria-labelledby="investor-contact">
              <SectionTitle id="investor-contact">Contact</SectionTitle>
              {data.contactPreference === 'EMAIL' && data.email ? (
                <a href={`mailto:${data.email}`}>{data.email}</a>
              ) : data.website ? (
                <a href={data.website} target="_blank" rel="noreferrer">
                  {data.website}
                </a>
              ) : (
                <StyledMuted>No contact details given.</StyledMuted>
              )}
            </section>
            {data.keyPeople.length ? (
              <section aria-labelledby="investor-people">
                <SectionTitle id="investor-people">Key people</SectionTitle>
                <PlainList>
                  {data.keyPeople.map((person) => (
                    <li key={person.name}>
                      {person.name}
                      {person.title ? `, ${person.title}` : ''}
                    </li>
                  ))}
                </PlainList>
              </section>
            ) : null}
            {data.investments.length ? (
              <section aria-labelledby="investor-investments">
                <SectionTitle id="investor-investments">Investments</SectionTitle>
                <PlainList aria-label="Investments">
                  {data.investments.map((entry) => (
                    <li key={entry.id}>{entry.company?.name ?? entry.investor?.name ?? entry.name}</li>
                  ))}
                </PlainList>
              </section>
            ) : null}
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}
