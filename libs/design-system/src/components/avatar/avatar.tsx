import styled from '@emotion/styled';
import { px, transientProps } from '../shared';

export type AvatarProps = {
  /** Whose picture it is; gives the initials when there is no image. */
  name: string;
  src?: string | null;
  size?: number;
  /** Decorative when the name is written next to it (the default). */
  decorative?: boolean;
  /** 'lazy' for pictures usually below the first screen: fetched as they scroll near, not with the page. */
  loading?: 'lazy' | 'eager';
};

const StyledAvatar = styled('span', transientProps)<{ $size: number }>(({ theme, $size }) => ({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: px($size),
  height: px($size),
  overflow: 'hidden',
  fontSize: px(Math.round($size * 0.4)),
  fontWeight: theme.typography.fontWeights.semibold,
  color: theme.colors.onPrimary,
  background: theme.colors.primary,
  borderRadius: theme.radii.round,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
  // The initials are drawn, not written: a control named "Account menu: Anna Berg" then shows
  // no text ("AB") missing from its name (WCAG 2.5.3, axe label-content-name-mismatch).
  '&[data-initials]::before': { content: 'attr(data-initials)' },
}));

/** Up to two initials: "Anna Berg" → "AB". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

export function Avatar({ name, src, size = 32, decorative = true, loading }: AvatarProps) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <StyledAvatar $size={size} {...a11y} data-initials={src ? undefined : initialsOf(name)}>
      {src ? <img src={src} alt="" loading={loading} /> : null}
    </StyledAvatar>
  );
}
