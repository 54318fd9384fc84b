import styled from '@emotion/styled';
import { Button, Container, TextLink } from '@nordhub/design-system';
import { navigationState, platformSites } from '@nordhub/domain';
import {
  useOpenAuthModal,
  useRuntimeConfig,
  useSelectedProfile,
  useSelectedProfileView,
  useSessionStatus,
  NavTextLink,
  useUsableProfiles,
} from '@nordhub/session';
import { useId, useState } from 'react';
import { getHref } from '../paths';
import { headerNavigation } from './navigation';
import { ProfileMenu } from './profile-menu';

const StyledHeader = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndices.header,
  background: theme.colors.background,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledBar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xl,
  minHeight: '64px',
  flexWrap: 'wrap',
}));

const StyledLogoMark = styled.span(({ theme }) => ({
  display: 'inline-block',
  width: theme.space.xl,
  height: theme.space.xl,
  borderRadius: theme.radii.md,
  background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.success})`,
}));

const StyledMenuButton = styled.button(({ theme }) => ({
  marginLeft: 'auto',
  padding: `${theme.space.xs} ${theme.space.md}`,
  font: 'inherit',
  color: theme.colors.text,
  background: 'transparent',
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  [theme.mq.up('lg')]: { display: 'none' },
}));

const StyledNav = styled.nav<{ $open: boolean }>(({ theme, $open }) => ({
  display: $open ? 'flex' : 'none',
  flexBasis: '100%',
  flexDirection: 'column',
  gap: theme.space.md,
  paddingBottom: theme.space.lg,
  [theme.mq.up('lg')]: {
    display: 'flex',
    flexBasis: 'auto',
    flexGrow: 1,
    flexDirection: 'row',
    alignItems: 'center',
    paddingBottom: 0,
  },
}));

const StyledLinks = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.mq.up('lg')]: { flexDirection: 'row', alignItems: 'center', gap: theme.space.xl },
}));

const StyledNewBadge = styled.span(({ theme }) => ({
  padding: `0 ${theme.space.xs}`,
  fontSize: theme.typography.fontSizes.xs,
  fontWeight: theme.typography.fontWeights.bold,
  color: theme.colors.success,
  background: theme.colors.successSurface,
  borderRadius: theme.radii.sm,
}));

const StyledActions = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space.sm,
  [theme.mq.up('lg')]: { marginLeft: 'auto' },
}));

// In the workspace the account menu is the bar's only other item: on the right at every width.
const StyledWorkspaceActions = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space.sm, marginLeft: 'auto' }));

/**
 * full: the public pages' header (the marketplace navigation). workspace: the client portal's
 * (/client), the brand and the account menu only, since the portal's sidebar holds its
 * navigation (decision 024).
 */
export type HeaderMode = 'full' | 'workspace';

export type HeaderProps = {
  /** Decided from the path by MainLayout, the same on the server's first paint and in the browser. */
  mode?: HeaderMode;
};

/** The header of main hosts: the navigation of the session's state (the product spec's screens and routes). */
export function Header({ mode = 'full' }: HeaderProps) {
  const config = useRuntimeConfig();
  const status = useSessionStatus();
  const selected = useSelectedProfile();
  const profileView = useSelectedProfileView();
  const usable = useUsableProfiles();
  const openAuthModal = useOpenAuthModal();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const signedIn = status === 'signed-in' && profileView !== null;
  const state = navigationState(signedIn, selected);
  const links = headerNavigation(state, {
    headhunterEnabled: config?.headhunterEnabled ?? false,
    profileKey: selected?.key ?? null,
  });
  const closeMenu = () => setMenuOpen(false);

  const actions = signedIn ? (
    <ProfileMenu profile={profileView} canSwitch={usable.length > 1} />
  ) : status === 'guest' ? (
    <>
      {config?.disableSignUp ? null : (
        <Button variant="primary" size="sm" onClick={() => openAuthModal('signup-landing')}>
          Sign up
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => openAuthModal('signin')}>
        Log in
      </Button>
    </>
  ) : null;
  const brand = (
    <NavTextLink to={getHref('home')} variant="brand" onClick={closeMenu}>
      <StyledLogoMark aria-hidden="true" />
      {platformSites[config?.platform ?? 'main'].name}
    </NavTextLink>
  );

  if (mode === 'workspace') {
    return (
      <StyledHeader>
        <Container>
          <StyledBar>
            {brand}
            <StyledWorkspaceActions>{actions}</StyledWorkspaceActions>
          </StyledBar>
        </Container>
      </StyledHeader>
    );
  }

  return (
    <StyledHeader>
      <Container>
        <StyledBar>
          {brand}
          <StyledMenuButton
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </StyledMenuButton>
          <StyledNav id={navId} $open={menuOpen} aria-label="Main">
            <StyledLinks>
              {links.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <TextLink href={link.href} variant="nav" target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </TextLink>
                  ) : (
                    <NavTextLink to={link.href} variant="nav" onClick={closeMenu}>
                      {link.label}
                      {link.isNew ? <StyledNewBadge>NEW</StyledNewBadge> : null}
                    </NavTextLink>
                  )}
                </li>
              ))}
            </StyledLinks>
            <StyledActions>{actions}</StyledActions>
          </StyledNav>
        </StyledBar>
      </Container>
    </StyledHeader>
  );
}
