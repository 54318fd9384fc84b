import { Global, useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { type ReactNode } from 'react';
import { px } from '../shared';

export type ActionBarProps = {
  children: ReactNode;
  /** Names the group of actions ("Apply and save"). */
  'aria-label': string;
};

const StyledBar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  '& > *': { flex: '1 1 auto', minWidth: 0 },
  [theme.mq.down('lg')]: {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: theme.zIndices.sticky,
    padding: `${theme.space.sm} ${theme.space.lg}`,
    // Above the phone's home indicator (viewport-fit=cover leaves it to the page).
    paddingBottom: `calc(${theme.space.sm} + env(safe-area-inset-bottom, 0px))`,
    background: theme.colors.background,
    borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
    boxShadow: theme.shadows.md,
  },
}));

/**
 * A page's main actions. On phones and tablets (below `lg`) a bar fixed to the bottom of the
 * screen, so the action stays in reach while the visitor reads; the page gets as much bottom
 * padding, so the bar never covers its end. From `lg` up it stays where it is placed (a side
 * panel). Drawn the same by the server, so nothing moves when the app takes the page over.
 */
export function ActionBar({ children, 'aria-label': label }: ActionBarProps) {
  const theme = useTheme();
  // Two lines of controls at most (a status beside a button wraps), plus the padding.
  const reserve = `calc(${px(theme.sizes.controlHeight * 2)} + ${theme.space.sm} * 3 + env(safe-area-inset-bottom, 0px))`;
  return (
    <>
      <Global styles={{ [theme.mq.down('lg')]: { body: { paddingBottom: reserve } } }} />
      <StyledBar role="group" aria-label={label}>
        {children}
      </StyledBar>
    </>
  );
}
