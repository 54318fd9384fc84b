import styled from '@emotion/styled';
import { isApiClientError, useWhiteLabelFeedByDomain } from '@nordhub/api-client';
import { type PublicFeed } from '@nordhub/contracts';
import { Avatar, BrandedSiteFrame, Container, LocalizedErrorPage, LocaleProvider, PoweredByNordhub, SiteNoticePage, Skeleton, useDocumentLanguage, useMessages } from '@nordhub/design-system';
import { defaultLocale, imagePresetPath } from '@nordhub/domain';
import { englishTranslator, type Translate } from '@nordhub/i18n';
import { NavTextLink, usePageHostname } from '@nordhub/session';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { getHref } from '../../paths';
import { type FeedContext } from './feed-context';
import { catalog } from './messages/compiled/catalog';
import { type MessageId } from './messages/compiled/en';

const StyledBrand = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md }));

const StyledDescription = styled.p(({ theme }) => ({
  margin: `${theme.space.sm} 0 0`,
  maxWidth: '70ch',
  color: theme.colors.textMuted,
}));

type FeedFrameProps = { feed: PublicFeed | null; t: Translate<MessageId>; children: ReactNode };

/** The white-label frame: the feed's logo, name and description in the header, no marketplace chrome. */
function FeedFrame({ feed, t, children }: FeedFrameProps) {
  return (
    <BrandedSiteFrame
      mainId="feed-main"
      tone="banner"
      skipLinkText={t('layout.skipLink')}
      brand={
        feed ? (
          <>
            <StyledBrand>
              <Avatar name={feed.name} src={imagePresetPath(feed.logo, 'thumbnail')} size={48} />
              <NavTextLink variant="brand" size="xl" to={getHref('home')}>{feed.name}</NavTextLink>
            </StyledBrand>
            {feed.description ? <StyledDescription>{feed.description}</StyledDescription> : null}
          </>
        ) : (
          <NavTextLink variant="brand" size="xl" to={getHref('home')}>Job feed</NavTextLink>
        )
      }
      footer={<PoweredByNordhub mainSiteUrl={feed?.mainSiteUrl ?? null} opensInNewTab lead={t('layout.poweredBy')} />}
    >
      {children}
    </BrandedSiteFrame>
  );
}

/** The feed's frame and pages in its language, once its messages are loaded. */
function FeedInLanguage({ feed }: { feed: PublicFeed }) {
  const t = useMessages(catalog);
  const context: FeedContext = { feed };
  return (
    <FeedFrame feed={feed} t={t}>
      <Outlet context={context} />
    </FeedFrame>
  );
}

/** The page for a white-label host that no feed is set up for. */
export function NoFeedPage({ host }: { host: string }) {
  return (
    <SiteNoticePage title={`No job feed is set up for ${host}`}>
      <p>If this is your site&apos;s address, create a white-label feed for it in your startup&apos;s portal on Nordhub and point the host name to Nordhub.</p>
    </SiteNoticePage>
  );
}

/**
 * The white-label feed layout (the product spec's screens and routes): looks up the feed this host serves
 * (GET /companies/white-label-feed-domain/{host}) and shows a header with the feed's name, logo
 * and description, every word around its jobs in the language its owner chose (`<html lang>`
 * too). Until the feed is known the page speaks English; an unknown host gets a page that says
 * so, any other failure the error page.
 */
export function FeedLayout() {
  // The API ignores case and port; the server's first paint draws it for the request's host.
  const host = usePageHostname();
  const feed = useWhiteLabelFeedByDomain(host);
  useDocumentLanguage(feed.data?.language ?? defaultLocale);
  const english = englishTranslator(catalog);
  const loading = (
    <FeedFrame feed={null} t={english}>
      <Container size="lg">
        <Skeleton label={english('layout.loading')} />
      </Container>
    </FeedFrame>
  );
  if (feed.isPending) return loading;
  if (feed.isError) {
    const notFound = isApiClientError(feed.error) && feed.error.status === 404;
    return (
      <FeedFrame feed={null} t={english}>
        {notFound ? <NoFeedPage host={host} /> : <LocalizedErrorPage status={500} message={feed.error.message} />}
      </FeedFrame>
    );
  }
  return (
    <LocaleProvider locale={feed.data.language}>
      <Suspense fallback={loading}>
        <FeedInLanguage feed={feed.data} />
      </Suspense>
    </LocaleProvider>
  );
}
