import styled from '@emotion/styled';
import { Container } from '@nordhub/design-system';
import { NavTextLink } from '@nordhub/session';

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

/** The tab row of a client-portal layout; NavTextLink marks the current page with aria-current. */
export function SubNavigation({ label, links }: SubNavigationProps) {
  return (
    <StyledBar>
      <Container size="lg">
        <nav aria-label={label}>
          <StyledList>
            {links.map((link) => (
              <li key={link.href}>
                <NavTextLink variant="tab" to={link.href} end={link.end}>
                  {link.label}
                </NavTextLink>
              </li>
            ))}
          </StyledList>
        </nav>
      </Container>
    </StyledBar>
  );
}
