import styled from '@emotion/styled';
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useEffectEvent,
  useId,
  useContext,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { OverlayCloseButton } from './close-button';
import { px, transientProps } from '../shared';
import { getFocusableElements } from './focusable';

/** `full`: the whole screen (a phone's filter sheet), its body scrolling under a footer that stays in view. */
export type ModalSize = 'default' | 'large' | 'lg' | 'xl' | 'full';

export type ModalProps = {
  open: boolean;
  /** Called on Escape, backdrop click and the close button (only when dismissible). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** `false` for flows the user must finish: no Escape, no backdrop close, no close button. */
  dismissible?: boolean;
  /** What receives focus on open; defaults to the first focusable element in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
};

// Open dialogs, topmost last: only the top one reacts to Escape and traps focus. A nested
// dialog mounts (runs its effects) before its parent, so a parent registering later is put
// below its descendants instead of on top.
const openStack: symbol[] = [];
const parentOf = new Map<symbol, symbol | null>();
const ModalParentContext = createContext<symbol | null>(null);

function isDescendant(candidate: symbol, ancestor: symbol): boolean {
  for (let parent = parentOf.get(candidate) ?? null; parent; parent = parentOf.get(parent) ?? null) {
    if (parent === ancestor) return true;
  }
  return false;
}

// The page behind stays still while any dialog is open.
let overflowBeforeLock = '';

function registerModal(id: symbol, parent: symbol | null): void {
  if (openStack.length === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  parentOf.set(id, parent);
  const firstDescendant = openStack.findIndex((entry) => isDescendant(entry, id));
  if (firstDescendant === -1) openStack.push(id);
  else openStack.splice(firstDescendant, 0, id);
}

function unregisterModal(id: symbol): void {
  const index = openStack.indexOf(id);
  if (index !== -1) openStack.splice(index, 1);
  parentOf.delete(id);
  if (openStack.length === 0) document.body.style.overflow = overflowBeforeLock;
}

const isTopModal = (id: symbol): boolean => openStack[openStack.length - 1] === id;

const StyledBackdrop = styled('div', transientProps)<{ $size: ModalSize }>(({ theme, $size }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndices.modal,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: theme.space.lg,
  overflowY: 'auto',
  background: theme.colors.backdrop,
  [theme.mq.up('md')]: {
    alignItems: 'center',
    padding: theme.space.xxl,
  },
  ...($size === 'full' ? { padding: 0, [theme.mq.up('md')]: { padding: 0 } } : {}),
}));

const StyledDialog = styled('div', transientProps)<{ $size: ModalSize }>(({ theme, $size }) => ({
  position: 'relative',
  width: '100%',
  maxWidth: $size === 'full' ? 'none' : px(theme.sizes.dialog[$size]),
  color: theme.colors.text,
  background: theme.colors.background,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.lg,
  outline: 'none',
  ...($size === 'full'
    ? { display: 'flex', flexDirection: 'column', maxWidth: 'none', height: '100%', borderRadius: 0, boxShadow: 'none' }
    : {}),
}));

const StyledHeader = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space.lg,
  padding: `${theme.space.xl} ${theme.space.xl} 0`,
}));

const StyledTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.xl,
}));

const StyledDescription = styled.p(({ theme }) => ({
  margin: `${theme.space.sm} ${theme.space.xl} 0`,
  color: theme.colors.textMuted,
}));

const StyledBody = styled('div', transientProps)<{ $size: ModalSize }>(({ theme, $size }) => ({
  padding: theme.space.xl,
  ...($size === 'full' ? { flex: '1 1 auto', overflowY: 'auto' } : {}),
}));

const StyledFooter = styled('div', transientProps)<{ $size: ModalSize }>(({ theme, $size }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.space.sm,
  padding: `0 ${theme.space.xl} ${theme.space.xl}`,
  // The full-screen sheet's footer holds its main action: always in view, across the width.
  ...($size === 'full' ? { flex: 'none', padding: theme.space.lg, borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`, '& > *': { flex: '1 1 auto' } } : {}),
}));

export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  children,
  description,
  footer,
  size = 'default',
  dismissible = true,
  initialFocusRef,
  closeLabel = 'Close',
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [id] = useState(() => Symbol('modal'));
  const parentId = useContext(ModalParentContext);
  // Captured while rendering, before any dialog's effect has moved focus.
  const [previouslyFocused] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  const requestClose = useEffectEvent(() => {
    if (dismissible) onClose();
  });
  const focusInitial = useEffectEvent(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The first control of the content (e.g. a form's first field) rather than the close button.
    const focusable = getFocusableElements(dialog);
    const target =
      initialFocusRef?.current ?? focusable.find((element) => element !== closeButtonRef.current) ?? focusable[0] ?? dialog;
    target.focus();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    registerModal(id, parentId);
    if (isTopModal(id)) focusInitial();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = getFocusableElements(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes (e.g. a click on browser chrome, then Tab) is pulled back inside.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopModal(id)) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) focusInitial();
    };
    // A step that replaces the focused control (the auth dialog's Log in button giving way to
    // the log-in form) drops focus to the page body, where keys reach nothing and no focusin
    // fires: focus goes to the new content's first control instead.
    const focusLost = new MutationObserver(() => {
      if (isTopModal(id) && (document.activeElement === null || document.activeElement === document.body)) focusInitial();
    });
    focusLost.observe(dialog, { childList: true, subtree: true });
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      focusLost.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      unregisterModal(id);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [id, parentId, previouslyFocused]);

  // Only a press that starts and ends on the backdrop closes, so selecting text inside the
  // dialog and releasing outside it does not.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissible && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    // Keyboard users close with Escape (handled on the document); the backdrop is a pointer affordance.
    <StyledBackdrop $size={size} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {dismissible ? (
            <OverlayCloseButton ref={closeButtonRef} type="button" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </OverlayCloseButton>
          ) : null}
        </StyledHeader>
        {description ? <StyledDescription id={descriptionId}>{description}</StyledDescription> : null}
        <StyledBody $size={size}>
          <ModalParentContext value={id}>{children}</ModalParentContext>
        </StyledBody>
        {footer ? <StyledFooter $size={size}>{footer}</StyledFooter> : null}
      </StyledDialog>
    </StyledBackdrop>
  );
}
