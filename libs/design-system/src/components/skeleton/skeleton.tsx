import { keyframes, useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { VisuallyHidden } from '../layout/layout';
import { transientProps } from '../shared';

export type SkeletonShape = 'lines' | 'cards';

export type SkeletonProps = {
  /** What is loading, for screen readers ("Loading the jobs…"); never shown. */
  label?: string;
  /** Lines of text or the frames of list items (a job, a startup) about to appear. */
  shape?: SkeletonShape;
  /** How many lines or cards to draw. */
  count?: number;
};

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const StyledSkeleton = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  width: '100%',
}));

const StyledShape = styled('span', transientProps)<{ $shape: SkeletonShape; $short: boolean }>(({ theme, $shape, $short }) => ({
  display: 'block',
  height: $shape === 'cards' ? '96px' : '1em',
  width: $short ? '60%' : '100%',
  background: theme.colors.surfaceSunken,
  borderRadius: $shape === 'cards' ? theme.radii.lg : theme.radii.sm,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  // A pulsing block is motion too: people who asked for less get a still grey shape.
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/** False until `delayMs` have passed since the first render (a server drawing is the first render too). */
function useShownAfter(delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown;
}

/**
 * Grey shapes where content is about to appear. The region is aria-busy while it stands in for
 * the content; the shapes are hidden from assistive technology and a visually hidden status
 * message says what is loading instead. The shapes wait `durations.loadingGrace` (200 ms) before
 * they are drawn: data that arrives sooner replaces an empty region, with no flash of grey.
 */
export function Skeleton({ label = 'Loading…', shape = 'lines', count = 3 }: SkeletonProps) {
  const shown = useShownAfter(useTheme().durations.loadingGrace);
  return (
    <StyledSkeleton aria-busy="true" data-skeleton="">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: shown ? count : 0 }, (_, index) => (
        <StyledShape
          key={index}
          aria-hidden="true"
          $shape={shape}
          // The last line of a paragraph is shorter; that is what makes grey bars read as text.
          $short={shape === 'lines' && count > 1 && index === count - 1}
        />
      ))}
    </StyledSkeleton>
  );
}
