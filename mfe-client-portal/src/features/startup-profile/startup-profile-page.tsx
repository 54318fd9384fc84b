import styled from '@emotion/styled';
import { useManagedCompany, useSiteConfiguration } from '@nordhub/api-client';
import { type Company, countryNames, type Option } from '@nordhub/contracts';
import { Badge, Container, FactList, FormMessage, InlineList, PageBody, PageTitle, PlainList, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { imagePresetPath, imagePresetSrcSet } from '@nordhub/domain';
import { Link } from 'react-router-dom';
import { ImageGallery, PeopleList } from '@nordhub/ui-blocks';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

const StyledHeader = styled.header(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.lg, flexWrap: 'wrap' }));
const StyledLogo = styled.img(({ theme }) => ({ width: '96px', height: '96px', borderRadius: theme.radii.md, objectFit: 'cover' }));
const StyledDescription = styled.p({ margin: 0, whiteSpace: 'pre-line' });

const textOf = (options: readonly Option[] | undefined, value: string | null) => (value ? (options?.find((option) => option.value === value)?.text ?? value) : null);

function Facts({ company }: { company: Company }) {
  const site = useSiteConfiguration().data;
  const facts: [string, string | null][] = [
    ['Website', company.website || null],
    ['Countries', company.countries.map((country) => countryNames[country.countryCode]).join(', ') || null],
    ['Industries', company.industries.map((value) => textOf(site?.industries, value)).join(', ') || null],
    ['Stage', textOf(site?.company.stages, company.stage)],
    ['Funding stage', textOf(site?.company.fundingStages, company.fundingStage)],
    ['Business model', textOf(site?.company.businessModels, company.businessModel)],
    ['Employees', textOf(site?.company.numberOfEmployees, company.numberOfEmployees)],
    ['Founded', company.foundedYear ? String(company.foundedYear) : null],
    ['Headquarters', [company.headquarters?.locality, company.headquarters?.country].filter(Boolean).join(', ') || null],
    ...company.keyFigures.map((figure): [string, string] => [textOf(site?.company.keyFigureNames, figure.name) ?? figure.name, figure.value]),
  ];
  return (
    <FactList aria-label="Facts">
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{label === 'Website' ? <a href={value}>{value}</a> : value}</dd>
          </div>
        ))}
    </FactList>
  );
}

/** /client/startups/{company}/profile: the profile as job seekers will see it, with a link to edit it. */
export function StartupProfilePage() {
  const key = useRouteParam('company');
  const company = useManagedCompany(key);
  const site = useSiteConfiguration().data;
  useDocumentTitle(company.data ? company.data.name : 'Startup profile');

  if (!company.data) {
    return (
      <Container>
        <PageBody>
          <PageTitle>Startup profile</PageTitle>
          {company.isError ? <FormMessage tone="error">{company.error.message}</FormMessage> : <Skeleton label="Loading the profile…" />}
        </PageBody>
      </Container>
    );
  }
  const data = company.data;

  return (
    <Container>
      <PageBody>
        <StyledHeader>
          {data.logoImage ? (
            <StyledLogo src={imagePresetPath(data.logoImage, 'thumbnail') ?? undefined} srcSet={imagePresetSrcSet(data.logoImage, 'thumbnail')} alt={`Logo of ${data.name}`} />
          ) : null}
          <PageTitle>{data.name}</PageTitle>
          <Badge tone={data.status === 'ACTIVE' ? 'success' : 'warning'}>{data.status === 'ACTIVE' ? 'Published' : data.status === 'DRAFT' ? 'Draft' : data.status}</Badge>
          <Link to={getHref('startupEdit', { company: key })}>Edit profile</Link>
        </StyledHeader>
        {data.whatWeDo.description ? (
          <section aria-labelledby="profile-what">
            <SectionTitle id="profile-what">What we do</SectionTitle>
            <StyledDescription>{data.whatWeDo.description}</StyledDescription>
          </section>
        ) : null}
        <Facts company={data} />
        {data.perks.length ? (
          <section aria-labelledby="profile-perks">
            <SectionTitle id="profile-perks">Perks</SectionTitle>
            <InlineList>
              {data.perks.map((perk) => (
                <li key={`${perk.icon}-${perk.text}`}>
                  <Badge tone="neutral">{perk.text}</Badge>
                </li>
              ))}
            </InlineList>
          </section>
        ) : null}
        <PeopleList title="Team" id="profile-team" people={data.team} />
        {data.investors.length ? (
          <section aria-labelledby="profile-investors">
            <SectionTitle id="profile-investors">Investors</SectionTitle>
            <PlainList>
              {data.investors.map((entry) => (
                <li key={entry.id}>{entry.website ? <a href={entry.website}>{entry.name}</a> : entry.name}</li>
              ))}
            </PlainList>
          </section>
        ) : null}
        {data.quote ? (
          <figure>
            <blockquote>{data.quote.text}</blockquote>
            <figcaption>
              {data.quote.author}
              {data.quote.authorTitle ? `, ${data.quote.authorTitle}` : ''}
            </figcaption>
          </figure>
        ) : null}
        {data.sdgs.length ? <p>Sustainable development goals: {data.sdgs.map((value) => textOf(site?.sdgs, value)).join(', ')}</p> : null}
        <ImageGallery id="profile-gallery" name={data.name} images={data.galleryImages} />
      </PageBody>
    </Container>
  );
}
