import styled from '@emotion/styled';
import { useSiteConfiguration, useVisitorCountry } from '@nordhub/api-client';
import { countryNames } from '@nordhub/contracts';
import { Badge, Card, Container, PageBody, PageTitle, SectionTitle, Select, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import {
  BOOST_DAYS,
  formatMoney,
  postingPeriodDays,
  isNordicCountryCode,
  jobPriceRegionFor,
  jobPriceRegions,
  jobProductPrice,
  SCOUT_ORDER_KINDS,
  scoutOrderKindLabels,
  scoutOrderKindPitches,
  scoutOrderPrice,
  SITE_COUNTRY_CODE,
  type JobPriceRegion,
} from '@nordhub/domain';
import { NavButton, NavTextLink, useDocumentCookie } from '@nordhub/session';
import { useState } from 'react';
import { readPreferredCountry, writePreferredCountry } from '../../components/preferred-country';
import { getHref } from '../../paths';

/** What each row of the price table is called; the five Nordic countries by name. */
function regionName(region: JobPriceRegion): string {
  if (region === 'EU') return 'Another EU country';
  if (region === 'other') return 'Anywhere else';
  return countryNames[region];
}

/** "a startup in Denmark", "a startup in another EU country", "a startup anywhere else". */
function regionPhrase(region: JobPriceRegion): string {
  if (region === 'EU') return 'a startup in another EU country';
  if (region === 'other') return 'a startup outside the Nordics and the EU';
  return `a startup in ${countryNames[region]}`;
}

const switcherOptions = jobPriceRegions.map((region) => ({ value: region, text: regionName(region) }));

const isRegion = (value: string): value is JobPriceRegion => (jobPriceRegions as string[]).includes(value);

/**
 * Whose prices to show first: the visitor's choice on this page, else the preferred country
 * (cookie), else the country the server detects (edge header or Accept-Language), else the
 * site's country. Undefined while the detection is still on its way.
 */
function useVisitorRegion(): { region: JobPriceRegion | undefined; choose: (region: JobPriceRegion) => void } {
  // The cookie as the request carried it when the server draws the page, the document's in the browser.
  const cookie = useDocumentCookie();
  const [chosen, setChosen] = useState<JobPriceRegion | null>(() => readPreferredCountry(cookie));
  const detected = useVisitorCountry();
  const fallback = detected.isError ? SITE_COUNTRY_CODE : detected.data ? (detected.data.countryCode ?? SITE_COUNTRY_CODE) : undefined;
  const region = chosen ?? (fallback === undefined ? undefined : jobPriceRegionFor(fallback));
  const choose = (next: JobPriceRegion) => {
    setChosen(next);
    // The preferred country is one of the five (the product spec's validation rules); EU and "anywhere else" only change this view.
    if (isNordicCountryCode(next)) writePreferredCountry(next);
  };
  return { region, choose };
}

const StyledLead = styled.p(({ theme }) => ({ maxWidth: '60ch', margin: 0, fontSize: theme.typography.fontSizes.lg, color: theme.colors.textMuted }));

const StyledPanel = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  padding: theme.space.xl,
  background: theme.colors.surface,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  [theme.mq.up('md')]: { gridTemplateColumns: '2fr 1fr', alignItems: 'end' },
}));

const StyledHeadline = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs }));

const StyledPrice = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.display,
  fontWeight: theme.typography.fontWeights.bold,
  lineHeight: theme.typography.lineHeights.snug,
  color: theme.colors.text,
}));

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const StyledTable = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  'th, td': {
    padding: `${theme.space.sm} ${theme.space.md}`,
    textAlign: 'left',
    borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  },
  td: { fontVariantNumeric: 'tabular-nums' },
  'tr[aria-current="true"]': { background: theme.colors.primarySubtle, color: theme.colors.text },
}));

const StyledOffers = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  [theme.mq.up('md')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' },
}));

/**
 * /pricing: the job prices of the product spec's business constants in the visitor's currency (preferred or detected
 * country), every country's price, and the boost and Scout (headhunter) offers.
 */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const { region, choose } = useVisitorRegion();
  const configuration = useSiteConfiguration();
  const headhunter = configuration.data?.products.headhunter === true;
  // Both products are priced by the domain (jobProductPrice), so a change there shows here.
  const price = region ? jobProductPrice('post', region) : undefined;
  const boostPrice = region ? jobProductPrice('boost', region) : undefined;

  return (
    <Container>
      <PageBody>
        <PageTitle>Pricing</PageTitle>
        <StyledLead>
          A startup profile is free. You pay once for each job you publish, in the currency of the country your startup is in.
        </StyledLead>

        <StyledPanel aria-labelledby="pricing-your-price">
          <StyledHeadline>
            <h2 id="pricing-your-price">Your price per job</h2>
            {price && region ? (
              <>
                <StyledPrice data-testid="headline-price">{formatMoney(price)}</StyledPrice>
                <StyledMuted>per published job for {regionPhrase(region)}, VAT excluded</StyledMuted>
              </>
            ) : (
              <Skeleton shape="lines" count={2} label="Finding your country's price…" />
            )}
            <StyledMuted>Each job is listed for {postingPeriodDays} days from its payment; to list it longer, publish it again.</StyledMuted>
          </StyledHeadline>
          <Select
            label="Show prices for"
            options={switcherOptions}
            value={region ?? ''}
            disabled={region === undefined}
            onChange={(event) => {
              if (isRegion(event.target.value)) choose(event.target.value);
            }}
          />
        </StyledPanel>

        <div>
          <NavButton to={getHref('startupsJoin')}>Post a job</NavButton>
        </div>

        <section aria-labelledby="pricing-all-countries">
          <SectionTitle id="pricing-all-countries">Prices in every country</SectionTitle>
          <StyledMuted>
            Each country pays in its own currency, so the prices are listed side by side rather than charted.
          </StyledMuted>
          <StyledTable aria-labelledby="pricing-all-countries">
            <thead>
              <tr>
                <th scope="col">Where your startup is</th>
                <th scope="col">Publish a job</th>
                <th scope="col">Boost a job ({BOOST_DAYS} days)</th>
              </tr>
            </thead>
            <tbody>
              {jobPriceRegions.map((row) => (
                <tr key={row} aria-current={row === region ? 'true' : undefined}>
                  <th scope="row">
                    {regionName(row)}
                    {row === region ? (
                      <>
                        {' '}
                        <Badge tone="primary">Shown above</Badge>
                      </>
                    ) : null}
                  </th>
                  <td>{formatMoney(jobProductPrice('post', row))}</td>
                  <td>{formatMoney(jobProductPrice('boost', row))}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </section>

        <StyledOffers>
          <Card as="section" layout="stack" aria-labelledby="pricing-boost">
            <h2 id="pricing-boost">Boost a job</h2>
            <p>
              A boosted job comes first in every job list and among the featured jobs on the home page for {BOOST_DAYS} days. Boosting
              again adds {BOOST_DAYS} more days.
            </p>
            <p>
              <strong>{boostPrice ? formatMoney(boostPrice) : '…'}</strong> per boost
              {region ? ` for ${regionPhrase(region)}` : ''}.
            </p>
          </Card>
          {headhunter ? (
            <Card as="section" layout="stack" aria-labelledby="pricing-scout">
              <h2 id="pricing-scout">
                Scout <Badge tone="success">New</Badge>
              </h2>
              <p>
                Let a headhunter find your next hire. Tell us about the role, and a recruiter from our network searches, screens and
                introduces candidates. You pay a fixed price per role when you order.
              </p>
              {/* Priced by the domain (scoutOrderPrice), as the checkout charges. */}
              {SCOUT_ORDER_KINDS.map((kind) => (
                <p key={kind}>
                  {scoutOrderKindLabels[kind]}: <strong>{region ? formatMoney(scoutOrderPrice(kind, region)) : '…'}</strong>
                  {region ? ` for ${regionPhrase(region)}` : ''}. {scoutOrderKindPitches[kind]}
                </p>
              ))}
              <NavButton to={getHref('scout')} variant="secondary">
                Read about Scout
              </NavButton>
            </Card>
          ) : null}
        </StyledOffers>

        <section aria-labelledby="pricing-start">
          <SectionTitle id="pricing-start">Ready to hire?</SectionTitle>
          <StyledMuted>Create your startup profile for free, then publish your first job.</StyledMuted>
          <StyledMuted>
            Jobs in the EU state their pay: read how Nordhub applies{' '}
            <NavTextLink to={getHref('payTransparency')}>pay transparency</NavTextLink>.
          </StyledMuted>
          <p>
            <NavButton to={getHref('startupsJoin')}>Post a job</NavButton>
          </p>
        </section>
      </PageBody>
    </Container>
  );
}
