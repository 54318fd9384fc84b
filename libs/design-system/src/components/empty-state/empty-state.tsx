import styled from '@emotion/styled';
import { type ReactNode } from 'react';

export type EmptyStateProps = {
  /** What is missing, as a heading: "No jobs match these filters". */
  title: ReactNode;
  /** What to do next: an empty list always tells people how to fill it. */
  children: ReactNode;
  /** The next step as a control (a ButtonLink or Button), when there is one. */
  action?: ReactNode;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
};

const StyledEmptyState = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space.sm,
  padding: theme.space.xl,
  background: theme.colors.surface,
  border: `${theme.borderWidths.thin} dashed ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
}));

const StyledTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.lg,
}));

const StyledText = styled.div(({ theme }) => ({
  color: theme.colors.textMuted,
  '& > p': { margin: 0 },
}));

const StyledAction = styled.div(({ theme }) => ({ marginTop: theme.space.sm }));

/** Stands in for an empty list or page: what is missing, what to do about it, and the control for it. */
export function EmptyState({ title, children, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <StyledEmptyState data-empty-state="">
      <StyledTitle as={headingLevel === 3 ? 'h3' : 'h2'}>{title}</StyledTitle>
      <StyledText>{children}</StyledText>
      {action ? <StyledAction>{action}</StyledAction> : null}
    </StyledEmptyState>
  );
}
