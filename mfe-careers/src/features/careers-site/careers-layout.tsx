import { isApiClientError, useCareersSite } from '@nordhub/api-client';
import { type CareersSite } from '@nordhub/contracts';
import { Avatar, BrandedSiteFrame, Container, LocalizedErrorPage, LocaleProvider, PoweredByNordhub, SiteNoticePage, Skeleton, useMessages, useDocumentLanguage } from '@nordhub/design-system';
import { careersLocale, imagePresetPath } from '@nordhub/domain';
import { englishTranslator, type Translate } from '@nordhub/i18n';
import { NavTextLink, usePageHostname } from '@nordhub/session';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { LanguageSwitcher, useInLanguage } from './careers-language';
import { type CareersSiteContext } from './careers-site-context';
import { catalog } from './messages/compiled/catalog';
import { type MessageId } from './messages/compiled/en';

type FrameProps = { site: CareersSite | null; t: Translate<MessageId>; children: ReactNode };

/** The careers frame: the startup's name and logo in the header, its languages, no marketplace chrome. */
function CareersFrame({ site, t, children }: FrameProps) {
  return (
    <BrandedSiteFrame
      mainId="careers-main"
      skipLinkText={t('layout.skipLink')}
      brand={
        site ? (
          <BrandLink site={site} label={t('layout.home', { name: site.name })} />
        ) : (
          <NavTextLink variant="brand" to={getHref('home')}>
            {t('layout.careers')}
          </NavTextLink>
        )
      }
      actions={site ? <LanguageSwitcher site={site} /> : null}
      footer={<PoweredByNordhub mainSiteUrl={site?.mainSiteUrl ?? null} lead={t('layout.poweredBy')} />}
    >
      {children}
    </BrandedSiteFrame>
  );
}

function BrandLink({ site, label }: { site: CareersSite; label: string }) {
  const inLanguage = useInLanguage(site);
  return (
    <NavTextLink variant="brand" to={inLanguage(getHref('home'))} aria-label={label}>
      <Avatar name={site.name} src={imagePresetPath(site.logoImage, 'thumbnail')} size={40} />
      {site.name}
    </NavTextLink>
  );
}

/** The frame in the page's language, once its messages are loaded. */
function SiteFrame({ site }: { site: CareersSite }) {
  const t = useMessages(catalog);
  const context: CareersSiteContext = { site };
  return (
    <CareersFrame site={site} t={t}>
      <Outlet context={context} />
    </CareersFrame>
  );
}

/** The page for a host that no startup has set up as its careers domain. */
export function NoCareersSitePage({ host }: { host: string }) {
  return (
    <SiteNoticePage title={`No careers site is set up for ${host}`}>
      <p>If this is your startup&apos;s domain, set it as the careers domain in your startup settings on Nordhub and point it to Nordhub with a CNAME record.</p>
    </SiteNoticePage>
  );
}

/**
 * The careers layout (the product spec's screens and routes, Layouts): looks up the startup this host belongs to
 * (GET /companies/domain/{host}) and shows its pages in its own branding and in its language:
 * `?lang=` when the site offers it, else the site's default (decision 029). An unknown host gets
 * a page that says so; any other failure the error page. Until the site is known it speaks English.
 */
export function CareersLayout() {
  // The API ignores case and port; the server's first paint draws it for the request's host.
  const host = usePageHostname();
  const site = useCareersSite(host);
  const [search] = useSearchParams();
  const locale = site.data ? careersLocale(site.data, search) : 'en';
  useDocumentLanguage(locale);
  const english = englishTranslator(catalog);
  const loading = (
    <CareersFrame site={null} t={english}>
      <Container size="lg">
        <Skeleton label={english('layout.loading')} />
      </Container>
    </CareersFrame>
  );
  if (site.isPending) return loading;
  if (site.isError) {
    const notFound = isApiClientError(site.error) && site.error.status === 404;
    return (
      <CareersFrame site={null} t={english}>
        {notFound ? <NoCareersSitePage host={host} /> : <LocalizedErrorPage status={500} message={site.error.message} />}
      </CareersFrame>
    );
  }
  return (
    <LocaleProvider locale={locale}>
      <Suspense fallback={loading}>
        <SiteFrame site={site.data} />
      </Suspense>
    </LocaleProvider>
  );
}
