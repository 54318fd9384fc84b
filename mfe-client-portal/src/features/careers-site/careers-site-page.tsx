import { useCareersSiteSettings, useCompanySettings, useStartup } from '@nordhub/api-client';
import { Container, FormMessage, PageBody, PageTitle, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { NavTextLink } from '@nordhub/session';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { CareersHeroEditor } from './careers-hero-editor';
import { CareersLanguagesEditor } from './careers-languages-editor';

/** The careers site's address: its domain on this page's protocol and port (one server answers every host). */
const careersSiteUrl = (domain: string) => `${window.location.protocol}//${domain}${window.location.port ? `:${window.location.port}` : ''}/`;

/** Where the careers site lives: its domain and status, set (and verified) in the startup settings. */
function CareersDomainSummary({ company }: { company: string }) {
  const settings = useCompanySettings(company);
  const domain = settings.data?.careersDomain ?? null;
  const verified = settings.data?.careersDomainVerification?.status === 'verified';
  const settingsHref = `${getHref('startupSettings', { company })}?opened-setting=careers-domain`;
  return (
    <section aria-labelledby="careers-domain-title">
      <SectionTitle id="careers-domain-title">Domain</SectionTitle>
      {settings.isPending ? <Skeleton label="Loading the careers domain…" /> : null}
      {settings.isError ? <FormMessage tone="error">{settings.error.message}</FormMessage> : null}
      {settings.data ? (
        <p>
          {domain && verified ? (
            <>
              Your careers site is live at <a href={careersSiteUrl(domain)}>{domain}</a>.{' '}
            </>
          ) : domain ? (
            `Your careers site will be at ${domain} once the domain is verified. `
          ) : (
            'Your careers site needs its own domain, such as careers.yourstartup.com. '
          )}
          <NavTextLink to={settingsHref}>{domain ? 'Change or verify the domain in Startup settings' : 'Set the domain in Startup settings'}</NavTextLink>
        </p>
      ) : null}
    </section>
  );
}

/**
 * /client/startups/{company}/careers-site: the startup's careers site, its domain (set in the
 * startup settings), the hero editor with a live preview, and the site's languages.
 */
export function StartupCareersSitePage() {
  const company = useRouteParam('company');
  useDocumentTitle('Careers site');
  const settings = useCareersSiteSettings(company);
  const startup = useStartup(company);
  return (
    <Container size="xl">
      <PageBody>
        <PageTitle>Careers site</PageTitle>
        <CareersDomainSummary company={company} />
        <section aria-labelledby="careers-hero-title">
          <SectionTitle id="careers-hero-title">The top of your careers site</SectionTitle>
          {settings.isPending ? <Skeleton label="Loading the careers site…" /> : null}
          {settings.isError ? <FormMessage tone="error">{settings.error.message}</FormMessage> : null}
          {settings.data ? (
            <CareersHeroEditor
              company={company}
              hero={settings.data.hero}
              startup={{ name: startup.data?.name ?? company, logoImage: startup.data?.logoImage ?? null }}
            />
          ) : null}
        </section>
        <section aria-labelledby="careers-languages-title">
          <SectionTitle id="careers-languages-title">Languages</SectionTitle>
          <p>Your careers site speaks its default language to every visitor, and offers the others in a switcher on each page. Your headline, pitch and jobs stay as you write them.</p>
          {settings.data ? <CareersLanguagesEditor company={company} languages={settings.data.languages} /> : null}
        </section>
      </PageBody>
    </Container>
  );
}
