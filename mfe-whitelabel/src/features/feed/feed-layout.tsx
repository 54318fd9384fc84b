import styled from '@emotion/styled';
import { isApiClientError, useWhiteLabelFeedByDomain } from '@nordhub/api-client';
import { type PublicFeed } from '@nordhub/contracts';
import { Avatar, BrandedSiteFrame, Container, ErrorPage, PoweredByNordhub, SiteNoticePage, Skeleton } from '@nordhub/design-system';
import { imagePresetPath } from '@nordhub/domain';
import { NavTextLink } from '@nordhub/session';
import { type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { getHref } from '../../paths';
import { currentFeedHost, type FeedContext } from './feed-context';

const StyledBrand = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md }));

const StyledDescription = styled.p(({ theme }) => ({
  margin: `${theme.space.sm} 0 0`,
  maxWidth: '70ch',
  color: theme.colors.textMuted,
}));

type FeedFrameProps = { feed: PublicFeed | null; children: ReactNode };

/** The white-label frame: the feed's logo, name and description in the header, no marketplace chrome. */
function FeedFrame({ feed, children }: FeedFrameProps) {
  return (
    <BrandedSiteFrame
      mainId="feed-main"
      tone="banner"
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
      footer={<PoweredByNordhub mainSiteUrl={feed?.mainSiteUrl ?? null} opensInNewTab />}
    >
      {children}
    </BrandedSiteFrame>
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
 * and description. An unknown host gets a page that says so; any other failure the error page.
 */
export function FeedLayout() {
  const host = currentFeedHost();
  const feed = useWhiteLabelFeedByDomain(host);
  if (feed.isPending) {
    return (
      <FeedFrame feed={null}>
        <Container size="lg">
          <Skeleton label="Loading the job feed…" />
        </Container>
      </FeedFrame>
    );
  }
  if (feed.isError) {
    const notFound = isApiClientError(feed.error) && feed.error.status === 404;
    return <FeedFrame feed={null}>{notFound ? <NoFeedPage host={host} /> : <ErrorPage status={500} message={feed.error.message} />}</FeedFrame>;
  }
  const context: FeedContext = { feed: feed.data };
  return (
    <FeedFrame feed={feed.data}>
      <Outlet context={context} />
    </FeedFrame>
  );
}
