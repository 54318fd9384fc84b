import { useSiteConfiguration } from '@nordhub/api-client';
import { type ContentPageKey } from '@nordhub/contracts';
import { ErrorPage, Panel, SectionTitle } from '@nordhub/design-system';
import { NavButton, useSelectedProfileView } from '@nordhub/session';
import { ContentPageView } from '../../components/content-page';
import { getHref } from '../../paths';

type HeadhunterContentPageProps = { pageKey: ContentPageKey; loadingTitle: string; withCallToAction?: boolean };

/**
 * A page of the scout/headhunter product: 404 while the site configuration says the headhunter
 * product is off (the product spec's roles and permissions: Scout depends on it), otherwise the content page.
 */
function HeadhunterContentPage({ pageKey, loadingTitle, withCallToAction = false }: HeadhunterContentPageProps) {
  const site = useSiteConfiguration();
  if (site.data && !site.data.products.headhunter) return <ErrorPage status={404} />;
  if (site.isError) return <ErrorPage status={500} message={site.error.message} />;
  return (
    <ContentPageView pageKey={pageKey} loadingTitle={loadingTitle} enabled={site.data?.products.headhunter === true}>
      {withCallToAction ? <ScoutCallToAction /> : null}
    </ContentPageView>
  );
}

/**
 * Scout's call to action: a startup's manager goes to its portal's headhunter steps; everyone
 * else learns how to put a startup on Nordhub first.
 */
function ScoutCallToAction() {
  const profile = useSelectedProfileView();
  const company = profile?.type === 'company' && profile.key ? profile.key : null;
  return (
    <Panel aria-labelledby="scout-call-to-action">
      <SectionTitle id="scout-call-to-action">Hire with a headhunter</SectionTitle>
      {company ? (
        <>
          <p>Choose the job you need help with, and a headhunter starts the search for {profile?.name}.</p>
          <NavButton to={getHref('portalStartupHeadhunterSteps', { company })}>Start a headhunter search</NavButton>
        </>
      ) : (
        <>
          <p>Scout is for startups on Nordhub. Create your startup profile, post the job, and order the search.</p>
          <NavButton to={getHref('startupsJoin')}>Get started as a startup</NavButton>
        </>
      )}
    </Panel>
  );
}

/** /scout: the headhunter product for startups, with its call to action. */
export function ScoutPage() {
  return <HeadhunterContentPage pageKey="scout" loadingTitle="Scout" withCallToAction />;
}

/** /headhunter: how the headhunters work, for startups and candidates. */
export function HeadhunterPage() {
  return <HeadhunterContentPage pageKey="headhunter" loadingTitle="Headhunter" withCallToAction />;
}

/** /scout-terms. */
export function ScoutTermsPage() {
  return <HeadhunterContentPage pageKey="scout-terms" loadingTitle="Scout terms" />;
}

/** /headhunter-terms. */
export function HeadhunterTermsPage() {
  return <HeadhunterContentPage pageKey="headhunter-terms" loadingTitle="Headhunter terms" />;
}
