import styled from '@emotion/styled';
import { Container } from '@nordhub/design-system';
import { NavLink } from 'react-router-dom';

export type SubNavigationLink = {
  label: string;
  href: string;
  /** Active only on this exact path (a dashboard link would otherwise match every sub-page). */
  end?: boolean;
};

export type SubNavigationProps = {
  /** Names the nav landmark, which sits beside the header's main navigation. */
  label: string;
  links: SubNavigationLink[];
};

const StyledBar = styled.div(({ theme }) => ({
  background: theme.colors.surface,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.mq.up('md')]: { gap: theme.space.lg },
}));

const StyledLink = styled(NavLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: `${theme.sizes.controlHeight}px`,
  paddingInline: theme.space.sm,
  color: theme.colors.textMuted,
  fontSize: theme.typography.fontSizes.sm,
  fontWeight: theme.typography.fontWeights.medium,
  textDecoration: 'none',
  // Keeps the row height steady: the active link's underline replaces a transparent one.
  borderBottom: `${theme.borderWidths.thick} solid transparent`,
  '&:hover': { color: theme.colors.primary },
  '&:focus-visible': {
    outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`,
    outlineOffset: theme.space.xxs,
  },
  '&[aria-current="page"]': {
    color: theme.colors.primary,
    borderBottomColor: theme.colors.primary,
  },
}));

/** The tab row of a client-portal layout; NavLink marks the current page with aria-current. */
export function SubNavigation({ label, links }: SubNavigationProps) {
  return (
    <StyledBar>
      <Container size="lg">
        <nav aria-label={label}>
          <StyledList>
            {links.map((link) => (
              <li key={link.href}>
                <StyledLink to={link.href} end={link.end}>
                  {link.label}
                </StyledLink>
              </li>
            ))}
          </StyledList>
        </nav>
      </Container>
    </StyledBar>
  );
}
