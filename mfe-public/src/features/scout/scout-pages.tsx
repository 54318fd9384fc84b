import { useSiteConfiguration } from '@nordhub/api-client';
import { type ContentPageKey } from '@nordhub/contracts';
import { Button, ErrorPage, Panel, SectionTitle } from '@nordhub/design-system';
import { type ScoutOrderKind } from '@nordhub/domain';
import { NavButton, useCurrentUser, useOpenSignIn, useSelectedProfileView } from '@nordhub/session';
import { useLocation } from 'react-router-dom';
import { ContentPageView } from '../../components/content-page';
import { getHref } from '../../paths';

type HeadhunterContentPageProps = { pageKey: ContentPageKey; loadingTitle: string; callToAction?: ScoutOrderKind };

/**
 * A page of the scout/headhunter product: 404 while the site configuration says the headhunter
 * product is off (the product spec's roles and permissions: Scout depends on it), otherwise the content page.
 */
function HeadhunterContentPage({ pageKey, loadingTitle, callToAction }: HeadhunterContentPageProps) {
  const site = useSiteConfiguration();
  if (site.data && !site.data.products.headhunter) return <ErrorPage status={404} />;
  if (site.isError) return <ErrorPage status={500} message={site.error.message} />;
  return (
    <ContentPageView pageKey={pageKey} loadingTitle={loadingTitle} enabled={site.data?.products.headhunter === true}>
      {callToAction ? <ScoutCallToAction kind={callToAction} /> : null}
    </ContentPageView>
  );
}

const callToActionTexts: Record<ScoutOrderKind, string> = { scout: 'Start a Scout search', headhunter: 'Start a headhunter search' };

/**
 * Scout's call to action: a startup's manager goes to its portal's order steps (the offer of this
 * page chosen); a guest signs in first, coming back here; a signed-in user without a startup
 * creates one.
 */
function ScoutCallToAction({ kind }: { kind: ScoutOrderKind }) {
  const profile = useSelectedProfileView();
  const user = useCurrentUser();
  const openSignIn = useOpenSignIn();
  const location = useLocation();
  const company = profile?.type === 'company' && profile.key ? profile.key : null;
  return (
    <Panel aria-labelledby="scout-call-to-action">
      <SectionTitle id="scout-call-to-action">Hire with a headhunter</SectionTitle>
      {company ? (
        <>
          <p>Tell us about the role, pay at the checkout, and a headhunter starts the search for {profile?.name}.</p>
          <NavButton to={`${getHref('portalStartupHeadhunterSteps', { company })}?kind=${kind}`}>{callToActionTexts[kind]}</NavButton>
        </>
      ) : user ? (
        <>
          <p>Scout is for startups on Nordhub. Create your startup profile, then order the search from it.</p>
          <NavButton to={getHref('portalStartupNew')}>Create a startup profile</NavButton>
        </>
      ) : (
        <>
          <p>Scout is for startups on Nordhub. Log in to order the search for your startup, or put your startup on Nordhub first.</p>
          <Button onClick={() => openSignIn(location.pathname)}>Log in to order</Button>
          <NavButton variant="secondary" to={getHref('startupsJoin')}>
            Get started as a startup
          </NavButton>
        </>
      )}
    </Panel>
  );
}

/** /scout: the headhunter product for startups, with its call to action. */
export function ScoutPage() {
  return <HeadhunterContentPage pageKey="scout" loadingTitle="Scout" callToAction="scout" />;
}

/** /headhunter: how the headhunters work, for startups and candidates. */
export function HeadhunterPage() {
  return <HeadhunterContentPage pageKey="headhunter" loadingTitle="Headhunter" callToAction="headhunter" />;
}

/** /scout-terms. */
export function ScoutTermsPage() {
  return <HeadhunterContentPage pageKey="scout-terms" loadingTitle="Scout terms" />;
}

/** /headhunter-terms. */
export function HeadhunterTermsPage() {
  return <HeadhunterContentPage pageKey="headhunter-terms" loadingTitle="Headhunter terms" />;
}
