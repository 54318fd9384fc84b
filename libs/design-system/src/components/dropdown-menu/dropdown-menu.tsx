import { type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { VisuallyHidden } from '../layout/layout';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export type DropdownMenuItem = {
  id: string;
  label: ReactNode;
  /** A link item; with `onNavigate` set, activating it calls that instead of loading the page. */
  href?: string;
  /** An action item (a button), e.g. 'Log out'. */
  onSelect?: () => void;
};

export type DropdownMenuProps = {
  /** Content of the trigger button (e.g. an avatar and a name). */
  trigger: ReactNode;
  /**
   * Words read before the trigger's visible text (e.g. 'Account menu:'), hidden visually. The
   * visible text stays part of the name, so speech users can say what they see (WCAG 2.5.3).
   */
  triggerPrefix?: string;
  /** Non-interactive content at the top of the open menu (e.g. the profile summary). */
  header?: ReactNode;
  items: DropdownMenuItem[];
  /** Client-side navigation for link items (the router's navigate). */
  onNavigate?: (href: string) => void;
};

const StyledRoot = styled.div({ position: 'relative', display: 'inline-block' });

const StyledTrigger = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: `${theme.space.xs} ${theme.space.sm}`,
  font: 'inherit',
  color: theme.colors.text,
  background: 'transparent',
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.pill,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceSunken },
}));

const StyledPopup = styled.div(({ theme }) => ({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${theme.space.xs})`,
  zIndex: theme.zIndices.header + 1,
  minWidth: '240px',
  padding: theme.space.sm,
  color: theme.colors.text,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.md,
}));

const StyledHeader = styled.div(({ theme }) => ({
  padding: theme.space.sm,
  marginBottom: theme.space.xs,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledList = styled.ul({ margin: 0, padding: 0, listStyle: 'none' });

const itemStyles = ({ theme }: { theme: Theme }) => ({
  display: 'block',
  width: '100%',
  padding: `${theme.space.sm} ${theme.space.md}`,
  font: 'inherit',
  textAlign: 'left' as const,
  color: theme.colors.text,
  textDecoration: 'none',
  background: 'transparent',
  border: 'none',
  borderRadius: theme.radii.sm,
  cursor: 'pointer',
  '&:hover, &:focus': { background: theme.colors.primarySubtle, color: theme.colors.primaryHover },
});
const StyledLinkItem = styled.a(itemStyles);
const StyledButtonItem = styled.button(itemStyles);

/**
 * A menu button (WAI-ARIA APG pattern): Enter, Space or ArrowDown opens on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus to the button.
 */
export function DropdownMenu({ trigger, triggerPrefix, header, items, onNavigate }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = useId();
  const triggerId = useId();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | globalThis.MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] as number);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const activate = (item: DropdownMenuItem) => (event: MouseEvent<HTMLElement>) => {
    if (item.href && onNavigate) {
      event.preventDefault();
      onNavigate(item.href);
    }
    item.onSelect?.();
    close(true);
  };

  return (
    <StyledRoot ref={rootRef}>
      <StyledTrigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {triggerPrefix ? <VisuallyHidden>{`${triggerPrefix} `}</VisuallyHidden> : null}
        {trigger}
      </StyledTrigger>
      {open ? (
        <StyledPopup>
          {header ? <StyledHeader>{header}</StyledHeader> : null}
          <StyledList id={menuId} role="menu" aria-labelledby={triggerId} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <li key={item.id} role="none">
                {item.href ? (
                  <StyledLinkItem
                    ref={(element) => {
                      itemRefs.current[index] = element;
                    }}
                    role="menuitem"
                    href={item.href}
                    tabIndex={index === focusIndex ? 0 : -1}
                    onClick={activate(item)}
                  >
                    {item.label}
                  </StyledLinkItem>
                ) : (
                  <StyledButtonItem
                    ref={(element) => {
                      itemRefs.current[index] = element;
                    }}
                    type="button"
                    role="menuitem"
                    tabIndex={index === focusIndex ? 0 : -1}
                    onClick={activate(item)}
                  >
                    {item.label}
                  </StyledButtonItem>
                )}
              </li>
            ))}
          </StyledList>
        </StyledPopup>
      ) : null}
    </StyledRoot>
  );
}
