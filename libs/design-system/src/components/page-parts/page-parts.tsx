import styled from '@emotion/styled';

// The building blocks every content page repeats: one vertical rhythm, one heading scale.

/** A page's main column: sections stacked with the page gap and room above and below. */
export const PageBody = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xl,
  paddingBlock: theme.space.xxl,
}));

/** The page's one h1. */
export const PageTitle = styled.h1(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.xxl }));

/** A section heading (h2) inside a page. */
export const SectionTitle = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space.md}`,
  fontSize: theme.typography.fontSizes.xl,
}));

/** A list without bullets whose items are cards or rows, stacked with the list gap. */
export const PlainList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** A list without bullets laid out as a grid of equal columns at least 14rem wide (people, pictures). */
export const GridList = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** A list without bullets laid out in a wrapping row (chips, actions). */
export const InlineList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** A wrapping row of small tags (badges, filter chips), tighter than InlineList and centred on one line. */
export const TagList = styled(InlineList)(({ theme }) => ({
  alignItems: 'center',
  gap: theme.space.xs,
}));
