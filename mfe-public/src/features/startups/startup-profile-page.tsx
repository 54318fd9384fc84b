import styled from '@emotion/styled';
import { isApiClientError, useLogEngagement, useSiteConfiguration, useStartup, useStartupJobs } from '@nordhub/api-client';
import { type Company, countryNames, engagementEvents, type Option } from '@nordhub/contracts';
import { Avatar, Container, ErrorPage, PageBody, PageTitle, PlainList, RichText, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { formatCount, imagePresetPath, imagePresetSrcSet, safeExternalUrl, startupPageTitle } from '@nordhub/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ImageGallery, PeopleList } from '@nordhub/ui-blocks';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { JobCardList } from '../../components/jobs/job-card';
import { FollowButton } from '../../components/startups/follow-button';
import { PerkBadges } from '../../components/startups/perk-badges';
import { ResponseRecord } from '../../components/startups/response-record';

const StyledHeader = styled.header(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.lg, flexWrap: 'wrap' }));
const StyledLogo = styled.img(({ theme }) => ({ width: '96px', height: '96px', borderRadius: theme.radii.md, objectFit: 'cover' }));
// A basis of 14rem: on a phone the name and facts take their own row under the logo instead of
// squeezing into a narrow column that breaks the company's name mid-word.
const StyledHeading = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, flex: '1 1 14rem', minWidth: 0 }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledFacts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space.xs} ${theme.space.lg}`,
  margin: 0,
  dt: { fontWeight: theme.typography.fontWeights.semibold },
  dd: { margin: 0 },
}));
const StyledQuote = styled.figure(({ theme }) => ({
  margin: 0,
  padding: theme.space.lg,
  background: theme.colors.surface,
  borderRadius: theme.radii.lg,
  blockquote: { margin: 0, fontSize: theme.typography.fontSizes.lg },
  figcaption: { marginTop: theme.space.sm, color: theme.colors.textMuted },
}));

const textOf = (options: readonly Option[] | undefined, value: string | null) => (value ? (options?.find((option) => option.value === value)?.text ?? value) : null);

/** Logs one profile view once the profile is shown (a ref keeps React's double effects from logging twice). */
function useLogViewOnce(companyId: string | undefined) {
  const { mutate } = useLogEngagement();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!companyId || logged.current === companyId) return;
    logged.current = companyId;
    mutate({ event: engagementEvents.profileView, company: companyId });
  }, [companyId, mutate]);
}

function KeyFigures({ company }: { company: Company }) {
  const site = useSiteConfiguration().data;
  const facts: [string, string | null][] = [
    ['Industries', company.industries.map((value) => textOf(site?.industries, value)).join(', ') || null],
    ['Stage', textOf(site?.company.stages, company.stage)],
    ['Employees', textOf(site?.company.numberOfEmployees, company.numberOfEmployees)],
    ['Business model', textOf(site?.company.businessModels, company.businessModel)],
    ['Founded', company.foundedYear ? String(company.foundedYear) : null],
    ['Headquarters', [company.headquarters?.locality, company.headquarters?.country].filter(Boolean).join(', ') || null],
    ...company.keyFigures.map((figure): [string, string] => [textOf(site?.company.keyFigureNames, figure.name) ?? figure.name, figure.value]),
  ];
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="startup-figures">
      <SectionTitle id="startup-figures">Key figures</SectionTitle>
      <StyledFacts>
        {shown.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </StyledFacts>
    </section>
  );
}

function OpenJobs({ company }: { company: Company }) {
  const jobs = useStartupJobs(company.key);
  return (
    <section aria-labelledby="startup-jobs">
      <SectionTitle id="startup-jobs">Open jobs</SectionTitle>
      {jobs.isPending ? (
        <Skeleton label="Loading the jobs…" shape="cards" />
      ) : jobs.isError ? (
        <StyledMuted role="alert">The jobs could not be loaded. {jobs.error.message}</StyledMuted>
      ) : jobs.data.docs.length === 0 ? (
        <StyledMuted>{company.name} has no open jobs right now. Follow it to hear about new ones.</StyledMuted>
      ) : (
        <JobCardList jobs={jobs.data.docs} />
      )}
    </section>
  );
}

/** The company profile of the product spec's entities as job seekers see it. */
export function StartupProfile({ company }: { company: Company }) {
  const site = useSiteConfiguration().data;
  const website = safeExternalUrl(company.website);
  const { mutate: logEngagement } = useLogEngagement();
  const countries = company.countries.map((country) => countryNames[country.countryCode]).join(', ');
  return (
    <Container size="lg">
      <PageBody as="article" aria-labelledby="startup-name">
        <StyledHeader>
          {company.logoImage ? (
            <StyledLogo src={imagePresetPath(company.logoImage, 'thumbnail') ?? undefined} srcSet={imagePresetSrcSet(company.logoImage, 'thumbnail')} alt={`Logo of ${company.name}`} />
          ) : (
            <Avatar name={company.name} size={96} />
          )}
          <StyledHeading>
            <PageTitle id="startup-name">{company.name}</PageTitle>
            <StyledMuted>
              {[countries, formatCount(company.views, 'view')].filter(Boolean).join(' · ')}
            </StyledMuted>
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => logEngagement({ event: engagementEvents.websiteClick, company: company.id, data: { url: website } })}
              >
                {company.website.replace(/^https?:\/\//, '')}
              </a>
            ) : null}
            <ResponseRecord companyKey={company.key} companyName={company.name} />
          </StyledHeading>
          <FollowButton startup={company} size="md" />
        </StyledHeader>

        {company.whatWeDo.description ? (
          <section aria-labelledby="startup-what">
            <SectionTitle id="startup-what">What we do</SectionTitle>
            <RichText text={company.whatWeDo.description} />
          </section>
        ) : null}

        <ImageGallery id="startup-gallery" name={company.name} images={company.galleryImages} />

        <OpenJobs company={company} />

        {company.quote ? (
          <StyledQuote>
            <blockquote>“{company.quote.text}”</blockquote>
            <figcaption>
              {company.quote.author}
              {company.quote.authorTitle ? `, ${company.quote.authorTitle}` : ''}
            </figcaption>
          </StyledQuote>
        ) : null}

        <PeopleList title="Team" id="startup-team" people={company.team} />

        <KeyFigures company={company} />

        {company.perks.length > 0 ? (
          <section aria-labelledby="startup-perks">
            <SectionTitle id="startup-perks">Perks</SectionTitle>
            <PerkBadges perks={company.perks} />
          </section>
        ) : null}

        {company.fundingStage || company.investors.length > 0 ? (
          <section aria-labelledby="startup-funding">
            <SectionTitle id="startup-funding">Funding</SectionTitle>
            {company.fundingStage ? <p>Funding stage: {textOf(site?.company.fundingStages, company.fundingStage)}</p> : null}
            {company.investors.length > 0 ? (
              <>
                <h3>Investors</h3>
                <PlainList>
                  {company.investors.map((entry) => {
                    const external = safeExternalUrl(entry.website);
                    return (
                      <li key={entry.id}>
                        {entry.investor ? (
                          <Link to={getHref('fundingInvestor', { id: entry.investor.key })}>{entry.name}</Link>
                        ) : entry.company ? (
                          <Link to={getHref('startup', { id: entry.company.key })}>{entry.name}</Link>
                        ) : external ? (
                          <a href={external} target="_blank" rel="noopener noreferrer">
                            {entry.name}
                          </a>
                        ) : (
                          entry.name
                        )}
                        {entry.basicInfo.intro ? <StyledMuted>{entry.basicInfo.intro}</StyledMuted> : null}
                      </li>
                    );
                  })}
                </PlainList>
              </>
            ) : null}
          </section>
        ) : null}
      </PageBody>
    </Container>
  );
}

/** /startups/:id: a public startup's profile; a draft or unknown one is the 404 page. */
export function StartupProfilePage() {
  const key = useRouteParam('id');
  const company = useStartup(key);
  // The same title the server writes into the page's head (modules/seo).
  useDocumentTitle(company.data ? startupPageTitle(company.data.name) : 'Startup');
  useLogViewOnce(company.data?.id);

  if (company.isPending) {
    return (
      <Container size="lg">
        <Skeleton label="Loading the startup…" />
      </Container>
    );
  }
  if (company.isError) {
    const status = isApiClientError(company.error) ? company.error.status : null;
    return status === 404 ? <ErrorPage status={404} /> : <ErrorPage status={status ?? 500} message={company.error.message} />;
  }
  return <StartupProfile company={company.data} />;
}
