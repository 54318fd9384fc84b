import styled from '@emotion/styled';

/** Code to read and copy (snippets): monospace on the sunken surface, long lines wrapped. */
export const CodeBlock = styled.pre(({ theme }) => ({
  margin: 0,
  padding: theme.space.md,
  overflowX: 'auto',
  background: theme.colors.surfaceSunken,
  borderRadius: theme.radii.md,
  fontFamily: theme.typography.monoFamily,
  fontSize: theme.typography.fontSizes.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
}));
