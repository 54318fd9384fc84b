import styled from '@emotion/styled';
import { Container, SkipLink } from '@nordhub/design-system';
import { Link, Outlet } from 'react-router-dom';
import { getHref } from '../../paths';

const StyledHeader = styled.header(({ theme }) => ({
  paddingBlock: theme.space.xl,
  background: theme.colors.surface,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledFeedName = styled(Link)(({ theme }) => ({
  fontSize: theme.typography.fontSizes.xl,
  fontWeight: theme.typography.fontWeights.bold,
  color: theme.colors.text,
  textDecoration: 'none',
}));

const StyledDescription = styled.p(({ theme }) => ({
  margin: `${theme.space.sm} 0 0`,
  color: theme.colors.textMuted,
}));

const StyledMain = styled.main({ minHeight: '60vh', outline: 'none' });

const StyledFooter = styled.footer(({ theme }) => ({
  paddingBlock: theme.space.xl,
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
}));

/**
 * The white-label feed layout (spec section 2): a header with the feed's name, logo and
 * description. They come from the partner's domain once the feeds API exists.
 */
export function FeedLayout() {
  return (
    <>
      <SkipLink href="#feed-main" />
      <StyledHeader>
        <Container size="lg">
          <StyledFeedName to={getHref('home')}>Job feed</StyledFeedName>
          <StyledDescription>Startup jobs in the Nordics, selected for this site.</StyledDescription>
        </Container>
      </StyledHeader>
      <StyledMain id="feed-main" tabIndex={-1}>
        <Outlet />
      </StyledMain>
      <StyledFooter>
        <Container size="lg">Jobs powered by Nordhub</Container>
      </StyledFooter>
    </>
  );
}
