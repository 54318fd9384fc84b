import styled from '@emotion/styled';
import { isApiClientError } from '@nordhub/api-client';
import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';

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

export const StyledFormError = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space.md,
  color: theme.colors.danger,
  background: theme.colors.dangerSurface,
  borderRadius: theme.radii.md,
}));

export const StyledNotice = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space.md,
  color: theme.colors.text,
  background: theme.colors.successSurface,
  borderRadius: theme.radii.md,
}));

/**
 * Puts a failed request's messages on the form: each field the server named on its field,
 * anything else as the form's message. Returns the form message (if any) for the caller.
 */
export function applyServerError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: ReadonlyArray<Path<Values>>,
): string | null {
  if (!isApiClientError(error)) return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  let unplaced = false;
  for (const field of error.fields) {
    const name = fieldNames.find((candidate) => candidate === field.path);
    if (name) setError(name, { type: 'server', message: field.message });
    else unplaced = true;
  }
  return error.fields.length === 0 || unplaced ? error.message : null;
}
