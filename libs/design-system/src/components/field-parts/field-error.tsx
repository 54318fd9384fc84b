import styled from '@emotion/styled';
import { type ReactNode } from 'react';

export type FieldErrorProps = {
  /** The id the invalid control names in its aria-describedby. */
  id: string;
  children: ReactNode;
};

const StyledFieldError = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.danger,
}));

/**
 * A field's invalid message, written under its control. role=alert makes screen readers say it
 * the moment it appears (a submit that fails leaves focus on the button or the first invalid
 * field, and the message would otherwise go unheard); the control links to it by `id` in its
 * aria-describedby, so it is read again whenever the field gets focus.
 */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <StyledFieldError id={id} role="alert">
      {children}
    </StyledFieldError>
  );
}
