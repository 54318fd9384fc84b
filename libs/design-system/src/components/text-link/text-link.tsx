import { type CSSObject, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { px, transientProps } from '../shared';

/**
 * inline: a link in running text. strong: a semibold one. logo: a semibold logo and name (a
 * company). title: the title of a card, underlined on hover only. brand: a site's name or logo in a header.
 * nav: a header navigation item. tab: an item of a tab row. chip: an outlined, rounded link (a
 * saved search). pill: a tinted, rounded link (a country).
 */
export type TextLinkVariant = 'inline' | 'strong' | 'logo' | 'title' | 'brand' | 'nav' | 'tab' | 'chip' | 'pill';
export type TextLinkSize = 'sm' | 'md' | 'lg' | 'xl';

export type TextLinkProps = Omit<ComponentPropsWithRef<'a'>, 'children' | 'style' | 'className'> & {
  children: ReactNode;
  variant?: TextLinkVariant;
  /** Font size; each variant has its own default (brand: lg). */
  size?: TextLinkSize;
};

const variantStyles = (theme: Theme, variant: TextLinkVariant): CSSObject => {
  const { colors, space, typography, borderWidths, radii } = theme;
  const row: CSSObject = { display: 'inline-flex', alignItems: 'center', gap: space.sm };
  switch (variant) {
    case 'inline':
      return {};
    case 'strong':
      return { fontWeight: typography.fontWeights.semibold };
    case 'logo':
      // alignSelf keeps the hit area to the logo and name when the link is an item of a flex column.
      return { ...row, alignSelf: 'flex-start', minHeight: px(theme.sizes.targetMinimum), fontWeight: typography.fontWeights.semibold };
    case 'title':
      return { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } };
    case 'brand':
      return {
        ...row,
        fontSize: typography.fontSizes.lg,
        fontWeight: typography.fontWeights.bold,
        color: colors.text,
        textDecoration: 'none',
        '&:hover': { color: colors.primary },
      };
    case 'nav':
      return {
        ...row,
        // A menu item is a thumb's target on a phone (WCAG 2.5.5); the header row is taller anyway.
        minHeight: px(theme.sizes.targetComfortable),
        gap: space.xs,
        color: colors.text,
        fontWeight: typography.fontWeights.medium,
        textDecoration: 'none',
        '&:hover': { color: colors.primary },
        '&[aria-current="page"]': { color: colors.primary },
      };
    case 'tab':
      return {
        ...row,
        minHeight: px(theme.sizes.controlHeight),
        paddingInline: space.sm,
        color: colors.textMuted,
        fontSize: typography.fontSizes.sm,
        fontWeight: typography.fontWeights.medium,
        textDecoration: 'none',
        // Keeps the row height steady: the current tab's underline replaces a transparent one.
        borderBottom: `${borderWidths.thick} solid transparent`,
        '&:hover': { color: colors.primary },
        '&[aria-current="page"]': { color: colors.primary, borderBottomColor: colors.primary },
        // Inside the tab: a tab row that scrolls sideways would clip a ring drawn outside.
        '&:focus-visible': { outline: `${borderWidths.focus} solid ${colors.focusRing}`, outlineOffset: `calc(-1 * ${borderWidths.focus})` },
      };
    case 'chip':
      return {
        ...row,
        minHeight: px(theme.sizes.targetMinimum),
        padding: `${space.xs} ${space.md}`,
        border: `${borderWidths.thin} solid ${colors.border}`,
        borderRadius: radii.pill,
        color: colors.text,
        textDecoration: 'none',
        '&:hover': { color: colors.text, borderColor: colors.primary },
      };
    case 'pill':
      return {
        display: 'inline-block',
        padding: `${space.sm} ${space.lg}`,
        color: colors.primary,
        fontWeight: typography.fontWeights.semibold,
        textDecoration: 'none',
        background: colors.primarySubtle,
        borderRadius: radii.pill,
        '&:hover': { color: colors.primaryHover, textDecoration: 'underline' },
      };
  }
};

const StyledTextLink = styled('a', transientProps)<{ $variant: TextLinkVariant; $size?: TextLinkSize }>(({ theme, $variant, $size }) => ({
  color: theme.colors.link,
  '&:hover': { color: theme.colors.linkHover },
  '&:focus-visible': { outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`, outlineOffset: theme.borderWidths.thick },
  ...variantStyles(theme, $variant),
  ...($size ? { fontSize: theme.typography.fontSizes[$size] } : {}),
}));

/**
 * A link with one of the design system's looks. Router-free like ButtonLink: for a path inside
 * the app use NavTextLink (@nordhub/session), which adds the router's href, client-side
 * navigation and aria-current for the current page (the nav and tab variants show it).
 */
export function TextLink({ children, variant = 'inline', size, ...rest }: TextLinkProps) {
  return (
    <StyledTextLink {...rest} $variant={variant} $size={size}>
      {children}
    </StyledTextLink>
  );
}
