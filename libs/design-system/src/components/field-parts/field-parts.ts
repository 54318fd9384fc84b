import styled from '@emotion/styled';
import { type Theme } from '@emotion/react';
import { px, visuallyHiddenStyles } from '../shared';

// The parts every labelled form control shares (TextField, Select, Combobox), so their labels
// and boxes cannot drift apart.

/**
 * A label above its control. It may shrink below its control's natural width (a select is as
 * wide as its longest option) and never grows past its container, so a form row or toolbar
 * reflows at 320 px instead of scrolling sideways.
 */
export const FieldWrapper = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  minWidth: 0,
  maxWidth: '100%',
}));

export const FieldLabel = styled.label(({ theme }) => ({
  fontSize: theme.typography.fontSizes.sm,
  fontWeight: theme.typography.fontWeights.semibold,
  color: theme.colors.text,
}));

/** Hidden visually, still the control's accessible name. */
export const HiddenFieldLabel = styled.label(visuallyHiddenStyles);

/** The box of a one-line control (input or select). */
export const controlBoxStyles = (theme: Theme) =>
  ({
    minHeight: px(theme.sizes.controlHeight),
    maxWidth: '100%',
    padding: `0 ${theme.space.md}`,
    fontSize: theme.typography.fontSizes.md,
    color: theme.colors.text,
    background: theme.colors.background,
    border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
  }) as const;

/** The keyboard focus ring of a control. */
export const controlFocusStyles = (theme: Theme) =>
  ({
    '&:focus-visible': {
      outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`,
      outlineOffset: theme.borderWidths.thin,
    },
  }) as const;
