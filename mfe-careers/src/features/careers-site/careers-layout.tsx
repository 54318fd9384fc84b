import { isApiClientError, useCareersSite } from '@nordhub/api-client';
import { type CareersSite } from '@nordhub/contracts';
import { Avatar, BrandedSiteFrame, Container, ErrorPage, PoweredByNordhub, SiteNoticePage, Skeleton } from '@nordhub/design-system';
import { imagePresetPath } from '@nordhub/domain';
import { NavTextLink } from '@nordhub/session';
import { type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { getHref } from '../../paths';
import { currentCareersHost, type CareersSiteContext } from './careers-site-context';

type FrameProps = { site: CareersSite | null; children: ReactNode };

/** The careers frame: the startup's name and logo in the header, no marketplace chrome. */
function CareersFrame({ site, children }: FrameProps) {
  return (
    <BrandedSiteFrame
      mainId="careers-main"
      brand={
        site ? (
          <NavTextLink variant="brand" to={getHref('home')} aria-label={`${site.name} careers home`}>
            <Avatar name={site.name} src={imagePresetPath(site.logoImage, 'thumbnail')} size={40} />
            {site.name}
          </NavTextLink>
        ) : (
          <NavTextLink variant="brand" to={getHref('home')}>Careers</NavTextLink>
        )
      }
      footer={<PoweredByNordhub mainSiteUrl={site?.mainSiteUrl ?? null} />}
    >
      {children}
    </BrandedSiteFrame>
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
 * (GET /companies/domain/{host}) and shows its pages in its own branding. An unknown host gets
 * a page that says so; any other failure the error page.
 */
export function CareersLayout() {
  const host = currentCareersHost();
  const site = useCareersSite(host);
  if (site.isPending) {
    return (
      <CareersFrame site={null}>
        <Container size="lg">
          <Skeleton label="Loading the careers site…" />
        </Container>
      </CareersFrame>
    );
  }
  if (site.isError) {
    const notFound = isApiClientError(site.error) && site.error.status === 404;
    return <CareersFrame site={null}>{notFound ? <NoCareersSitePage host={host} /> : <ErrorPage status={500} message={site.error.message} />}</CareersFrame>;
  }
  const context: CareersSiteContext = { site: site.data };
  return (
    <CareersFrame site={site.data}>
      <Outlet context={context} />
    </CareersFrame>
  );
}
