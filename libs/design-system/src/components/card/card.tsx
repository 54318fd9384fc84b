import styled from '@emotion/styled';

// The frames pages put around a block. The shell and the remotes never restyle them (lint rule
// nordhub/no-restyled-primitives): the few layouts their contents need are props here.

/**
 * row: logo and text side by side (a job, a startup). media: an image across the top, the body
 * padding itself (a deal). stack: a heading, paragraphs and an action stacked (an offer).
 * column: a title, a few lines and actions close together (a blog post or a deal in the portal).
 */
export type CardLayout = 'row' | 'media' | 'stack' | 'column';

// `layout` and `align` are not HTML attributes, so emotion keeps them off the element.
export type CardProps = { layout?: CardLayout };

export type PanelProps = {
  /** start keeps children at their own width (the default); stretch makes them full width. */
  align?: 'start' | 'stretch';
};

// With the gap doing the spacing, the default margins of headings and paragraphs only add to it.
const stackedChildren = { '& > h2, & > h3, & > p': { margin: 0 } } as const;

/** A raised frame on the page background: one item of a list (a job, a startup, a deal, an offer). Renders an <article>; `as` changes the element. */
export const Card = styled.article<CardProps>(({ theme, layout }) => ({
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.sm,
  ...(layout === 'row' ? { display: 'flex', gap: theme.space.lg, padding: theme.space.lg } : {}),
  ...(layout === 'media' ? { display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' } : {}),
  ...(layout === 'stack'
    ? { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space.md, padding: theme.space.xl, ...stackedChildren }
    : {}),
  ...(layout === 'column' ? { display: 'flex', flexDirection: 'column', gap: theme.space.sm, padding: theme.space.lg } : {}),
}));

/**
 * A tinted block that stands apart inside a page (a call to action, an empty state): its
 * children stacked with the list gap and kept at their own width. Renders a <section>; `as`
 * changes the element.
 */
export const Panel = styled.section<PanelProps>(({ theme, align = 'start' }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: align === 'stretch' ? 'stretch' : 'flex-start',
  gap: theme.space.md,
  padding: theme.space.xl,
  background: theme.colors.surface,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  ...stackedChildren,
}));

/**
 * One row of a list laid out in a line (avatar, text, actions) inside a thin border. Renders a
 * <div>; `as` changes the element. As a link (ListRowLink) the whole row is the target: text
 * colour, no underline, the border taking the link colour on hover.
 */
export const ListRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  padding: theme.space.md,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
  '&[href]': {
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.text, borderColor: theme.colors.link },
  },
}));

/** A ListRow that is one link as a whole (an <a>), e.g. a job opening in a new tab. */
export const ListRowLink = ListRow.withComponent('a');
