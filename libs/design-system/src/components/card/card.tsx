import styled from '@emotion/styled';

// The frames pages put around a block. Card and Panel are only the frame: the layout inside (a
// row with a logo, a column of text) stays with the component that uses them (`styled(Card)(...)`).

/** A raised frame on the page background: one item of a list (a job, a startup, a deal, an offer). Renders an <article>; `as` changes the element. */
export const Card = styled.article(({ theme }) => ({
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.sm,
}));

/**
 * A tinted block that stands apart inside a page (a call to action, an empty state): its
 * children stacked with the list gap and kept at their own width. Renders a <section>; `as`
 * changes the element.
 */
export const Panel = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space.md,
  padding: theme.space.xl,
  background: theme.colors.surface,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));

/** One row of a list laid out in a line (avatar, text, actions) inside a thin border. Renders a <div>; `as` changes the element. */
export const ListRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  padding: theme.space.md,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
}));
