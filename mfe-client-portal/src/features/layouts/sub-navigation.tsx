import styled from '@emotion/styled';
import { Container } from '@nordhub/design-system';
import { NavTextLink } from '@nordhub/session';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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

// On a phone the tabs stay one row that scrolls sideways (ten tabs would wrap into three rows and
// push the page down); from md up they wrap.
const StyledList = styled.ul(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  gap: theme.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: { flex: 'none' },
  [theme.mq.up('md')]: { flexWrap: 'wrap', overflowX: 'visible', columnGap: theme.space.lg, rowGap: 0 },
}));

/** Scrolls the row so the current tab is in view (it may sit past the phone's edge). */
function useCurrentTabInView() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const left = current.offsetLeft;
    const right = left + current.offsetWidth;
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) list.scrollLeft = Math.max(0, right - list.clientWidth);
  }, [pathname]);
  return listRef;
}

/** The tab row of a client-portal layout; NavTextLink marks the current page with aria-current. */
export function SubNavigation({ label, links }: SubNavigationProps) {
  const listRef = useCurrentTabInView();
  return (
    <StyledBar>
      <Container size="lg">
        <nav aria-label={label}>
          <StyledList ref={listRef}>
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
