import styled from '@emotion/styled';
import { type ReactNode } from 'react';
import { transientProps } from '../shared';

export type FormMessageTone = 'success' | 'error';

export type FormMessageProps = {
  children: ReactNode;
  tone: FormMessageTone;
};

const StyledMessage = styled('p', transientProps)<{ $tone: FormMessageTone }>(({ theme, $tone }) => ({
  margin: 0,
  padding: theme.space.md,
  color: $tone === 'error' ? theme.colors.danger : theme.colors.text,
  background: $tone === 'error' ? theme.colors.dangerSurface : theme.colors.successSurface,
  borderRadius: theme.radii.md,
}));

/** A form's outcome: a saved notice (role=status, announced politely) or an error (role=alert). */
export function FormMessage({ children, tone }: FormMessageProps) {
  return (
    <StyledMessage role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </StyledMessage>
  );
}
