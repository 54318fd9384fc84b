import styled from '@emotion/styled';
import { Container, SkipLink } from '@nordhub/design-system';
import { Link, Outlet } from 'react-router-dom';
import { getHref } from '../../paths';

const StyledHeader = styled.header(({ theme }) => ({
  paddingBlock: theme.space.lg,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledHomeLink = styled(Link)(({ theme }) => ({
  fontSize: theme.typography.fontSizes.lg,
  fontWeight: theme.typography.fontWeights.bold,
  color: theme.colors.text,
  textDecoration: 'none',
}));

const StyledMain = styled.main({ minHeight: '60vh', outline: 'none' });

const StyledFooter = styled.footer(({ theme }) => ({
  paddingBlock: theme.space.xl,
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
  borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

/**
 * The careers layout (spec section 2, Layouts): a startup's own site, so no Nordhub chrome.
 * The startup's name and logo come from its domain once the companies API exists.
 */
export function CareersLayout() {
  return (
    <>
      <SkipLink href="#careers-main" />
      <StyledHeader>
        <Container size="lg">
          <StyledHomeLink to={getHref('home')}>Careers</StyledHomeLink>
        </Container>
      </StyledHeader>
      <StyledMain id="careers-main" tabIndex={-1}>
        <Outlet />
      </StyledMain>
      <StyledFooter>
        <Container size="lg">Jobs powered by Nordhub</Container>
      </StyledFooter>
    </>
  );
}
