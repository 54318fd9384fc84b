import styled from '@emotion/styled';
import { px } from '../shared';

/** The × in the corner of a modal or a drawer: an icon button, muted until hovered (the focus ring is the global one). */
export const OverlayCloseButton = styled.button(({ theme }) => ({
  flex: 'none',
  width: px(theme.sizes.iconButton),
  height: px(theme.sizes.iconButton),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  fontSize: theme.typography.fontSizes.xl,
  lineHeight: 1,
  color: theme.colors.textMuted,
  background: 'transparent',
  border: 'none',
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.text, background: theme.colors.surfaceSunken },
}));
