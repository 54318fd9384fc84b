import styled from '@emotion/styled';

export const StyledForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
}));

export const StyledRow = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
}));

export const StyledSwitchLine = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
  textAlign: 'center',
}));

/** A button that looks like a link: moves between the steps of the flow. */
export const StyledLinkButton = styled.button(({ theme }) => ({
  padding: 0,
  font: 'inherit',
  color: theme.colors.link,
  textDecoration: 'underline',
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.linkHover },
}));
