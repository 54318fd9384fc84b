import styled from '@emotion/styled';
import { Button } from '../button/button';
import { px } from '../shared';

export type RemoteFallbackProps = {
  onRetry: () => void;
  message?: string;
};

const StyledRemoteFallback = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.lg,
  margin: `${theme.space.xxl} auto`,
  padding: theme.space.xl,
  maxWidth: px(theme.sizes.container.sm),
  textAlign: 'center',
  color: theme.colors.text,
  background: theme.colors.surface,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));

const StyledMessage = styled.p({ margin: 0 });

/** Stands in for one remote's area when its code cannot be loaded; the rest of the page keeps working. */
export function RemoteFallback({ onRetry, message = 'This part of the site could not be loaded' }: RemoteFallbackProps) {
  return (
    <StyledRemoteFallback role="alert">
      <StyledMessage>{message}</StyledMessage>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </StyledRemoteFallback>
  );
}
