import styled from '@emotion/styled';

/** A bordered block of an investor's dashboard or settings page (totals, activity, visibility, job board), its children stacked. */
export const InvestorSectionCard = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));
