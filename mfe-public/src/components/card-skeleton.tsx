import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

export type CardSkeletonProps = { count: number; label: string };

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const StyledList = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.md }));

const StyledCard = styled.div(({ theme }) => ({
  height: '96px',
  background: theme.colors.surfaceSunken,
  borderRadius: theme.radii.lg,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/** Grey placeholders where cards are about to appear; one status message for screen readers. */
export function CardSkeleton({ count, label }: CardSkeletonProps) {
  return (
    <StyledList role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <StyledCard key={index} aria-hidden="true" />
      ))}
    </StyledList>
  );
}
