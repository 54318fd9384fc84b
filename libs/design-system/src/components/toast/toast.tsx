import styled from '@emotion/styled';
import { type ReactNode } from 'react';
import { px, transientProps } from '../shared';

export type ToastTone = 'info' | 'success' | 'error' | 'warning';

export type ToastRegionProps = {
  children?: ReactNode;
  /** Names the live region for screen-reader users. */
  label?: string;
};

export type ToastProps = {
  children: ReactNode;
  tone?: ToastTone;
  title?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
};

const StyledToastRegion = styled.section(({ theme }) => ({
  position: 'fixed',
  right: theme.space.lg,
  bottom: theme.space.lg,
  left: theme.space.lg,
  zIndex: theme.zIndices.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: theme.space.sm,
  pointerEvents: 'none',
  [theme.mq.up('sm')]: {
    left: 'auto',
  },
}));

const StyledToast = styled('div', transientProps)<{ $tone: ToastTone }>(({ theme, $tone }) => {
  const tones = {
    info: { accent: theme.colors.info, surface: theme.colors.infoSurface },
    success: { accent: theme.colors.success, surface: theme.colors.successSurface },
    error: { accent: theme.colors.danger, surface: theme.colors.dangerSurface },
    warning: { accent: theme.colors.warning, surface: theme.colors.warningSurface },
  }[$tone];
  return {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space.md,
    width: '100%',
    maxWidth: px(theme.sizes.toastMaxWidth),
    padding: theme.space.md,
    color: theme.colors.text,
    background: tones.surface,
    borderLeft: `${theme.borderWidths.focus} solid ${tones.accent}`,
    borderRadius: theme.radii.md,
    boxShadow: theme.shadows.md,
  };
});

const StyledToastContent = styled.div(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  fontSize: theme.typography.fontSizes.sm,
  overflowWrap: 'anywhere',
}));

const StyledToastTitle = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.xxs}`,
  fontWeight: theme.typography.fontWeights.semibold,
}));

const StyledDismissButton = styled.button(({ theme }) => ({
  flex: 'none',
  padding: `0 ${theme.space.xs}`,
  fontSize: theme.typography.fontSizes.lg,
  lineHeight: 1,
  color: theme.colors.text,
  background: 'transparent',
  border: 'none',
  borderRadius: theme.radii.sm,
  cursor: 'pointer',
}));

/** Fixed corner where toasts stack; a polite live region so new toasts are announced. */
export function ToastRegion({ children, label = 'Notifications' }: ToastRegionProps) {
  return (
    <StyledToastRegion aria-label={label} aria-live="polite" aria-relevant="additions text">
      {children}
    </StyledToastRegion>
  );
}

export function Toast({ children, tone = 'info', title, onDismiss, dismissLabel = 'Dismiss' }: ToastProps) {
  return (
    // Errors interrupt (role=alert); everything else waits its turn in the polite region.
    <StyledToast role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      <StyledToastContent>
        {title ? <StyledToastTitle>{title}</StyledToastTitle> : null}
        {children}
      </StyledToastContent>
      {onDismiss ? (
        <StyledDismissButton type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </StyledDismissButton>
      ) : null}
    </StyledToast>
  );
}
