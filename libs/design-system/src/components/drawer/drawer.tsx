import styled from '@emotion/styled';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { OverlayCloseButton } from '../modal/close-button';
import { px } from '../shared';

export type DrawerProps = {
  open: boolean;
  /** Called on Escape (while focus is in the drawer) and on the close button. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  description?: ReactNode;
  /** Controls beside the close button (e.g. previous and next). */
  actions?: ReactNode;
  /** Stays in view under the scrolling body (the drawer's main actions). */
  footer?: ReactNode;
  /** What receives focus on open; defaults to the drawer itself, so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
};

const StyledPanel = styled.div(({ theme }) => ({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  // Above the page and its header, below modal dialogs opened from inside the drawer.
  zIndex: theme.zIndices.dropdown,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  color: theme.colors.text,
  background: theme.colors.background,
  outline: 'none',
  // A phone: a full-screen sheet. From md on: a side panel, the page beside it stays usable.
  [theme.mq.up('md')]: {
    width: `min(${px(theme.sizes.dialog.large)}, 50vw)`,
    borderLeft: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
    boxShadow: theme.shadows.lg,
  },
}));

const StyledHeader = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.sm,
  padding: `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledHeading = styled.div({ flex: '1 1 auto', minWidth: 0 });

const StyledTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.xl, overflowWrap: 'anywhere' }));

const StyledDescription = styled.p(({ theme }) => ({ margin: `${theme.space.xxs} 0 0`, color: theme.colors.textMuted }));

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flex: 'none', alignItems: 'center', gap: theme.space.xs }));

const StyledBody = styled.div(({ theme }) => ({ flex: '1 1 auto', overflowY: 'auto', padding: theme.space.lg }));

const StyledFooter = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  flex: 'none',
  padding: theme.space.md,
  borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

/**
 * A side panel for working through a list while the list stays in view (an applicant beside the
 * board): a non-modal dialog labelled by its title, a full-screen sheet on a phone. It takes
 * focus when it opens, Escape inside it closes it, and focus goes back to where it was.
 * Unlike Modal it traps nothing: the page beside it stays reachable.
 */
export function Drawer({ open, ...props }: DrawerProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenDrawer {...props} />, document.body);
}

function OpenDrawer({ onClose, title, children, description, actions, footer, initialFocusRef, closeLabel = 'Close' }: Omit<DrawerProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Captured while rendering, before the effect below moves focus.
  const [previouslyFocused] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  const focusInitial = useEffectEvent(() => (initialFocusRef?.current ?? panelRef.current)?.focus());
  // Focus moves once, on opening; new content (the next item) leaves focus where the user is.
  useEffect(() => {
    focusInitial();
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [previouslyFocused]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A dialog opened from inside (portalled elsewhere) handles its own Escape.
    if (event.key !== 'Escape' || event.defaultPrevented || !(event.target instanceof Node) || !panelRef.current?.contains(event.target)) return;
    event.preventDefault();
    onClose();
  };

  return (
    <StyledPanel
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <StyledHeader>
        <StyledHeading>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {description ? <StyledDescription id={descriptionId}>{description}</StyledDescription> : null}
        </StyledHeading>
        {actions ? <StyledActions>{actions}</StyledActions> : null}
        <OverlayCloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </OverlayCloseButton>
      </StyledHeader>
      <StyledBody>{children}</StyledBody>
      {footer ? <StyledFooter>{footer}</StyledFooter> : null}
    </StyledPanel>
  );
}
