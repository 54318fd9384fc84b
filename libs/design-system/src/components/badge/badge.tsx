import styled from '@emotion/styled';
import { type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { transientProps } from '../shared';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export type BadgeProps = ComponentPropsWithoutRef<'span'> & {
  children: ReactNode;
  tone?: BadgeTone;
};

const StyledBadge = styled('span', transientProps)<{ $tone: BadgeTone }>(({ theme, $tone }) => {
  const { colors } = theme;
  // Each pair is one of the theme's contrast-checked text/background pairs.
  const looks = {
    neutral: { color: colors.text, background: colors.surfaceSunken },
    primary: { color: colors.primaryHover, background: colors.primarySubtle },
    success: { color: colors.success, background: colors.successSurface },
    warning: { color: colors.warning, background: colors.warningSurface },
    danger: { color: colors.danger, background: colors.dangerSurface },
  }[$tone];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space.xs,
    padding: `${theme.space.xxs} ${theme.space.sm}`,
    fontSize: theme.typography.fontSizes.xs,
    fontWeight: theme.typography.fontWeights.semibold,
    lineHeight: theme.typography.lineHeights.snug,
    color: looks.color,
    background: looks.background,
    borderRadius: theme.radii.pill,
    // Short badges stay on one line; a long one ("Not confirmed in the last 30 days") wraps
    // inside its card instead of widening a 320 px page.
    maxWidth: '100%',
  };
});

/** A short label on a card or heading, e.g. 'Remote' or 'Closed'. */
export function Badge({ children, tone = 'neutral', ...rest }: BadgeProps) {
  return (
    <StyledBadge {...rest} $tone={tone}>
      {children}
    </StyledBadge>
  );
}
