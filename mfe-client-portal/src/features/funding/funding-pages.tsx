import styled from '@emotion/styled';
import { useInvestor, useSearchInvestors } from '@nordhub/api-client';
import { investorTypeLabels } from '@nordhub/contracts';
import { Button, Container, FormMessage, PageBody, PageTitle, PlainList, SectionTitle, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { FundingList } from '@nordhub/ui-blocks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

const pageSize = 20;

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
        <FundingList
          investors={investors}
          page={page}
          pageSize={pageSize}
          onPage={(target) => go({ page: target })}
          hrefOf={(investor) => getHref('startupFundingInvestor', { company, id: investor.key })}
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
