import styled from '@emotion/styled';
import { applyServerError, useUpdateMe } from '@nordhub/api-client';
import { type UpdateMe, type User } from '@nordhub/contracts';
import { Button, FormMessage } from '@nordhub/design-system';
import { type FormEventHandler, type ReactNode, useId, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';

const StyledSection = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  padding: theme.space.xl,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));

const StyledSectionTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.lg,
}));

const StyledForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: theme.space.lg,
}));

export const StyledRow = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
}));

export const StyledActions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
}));

export type AccountSectionProps = {
  title: string;
  /** Gets the heading's id, so the form inside can be named by it. */
  children: (headingId: string) => ReactNode;
};

/** One titled part of My Account; each holds its own form. */
export function AccountSection({ title, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledSectionTitle id={headingId}>{title}</StyledSectionTitle>
      {children(headingId)}
    </StyledSection>
  );
}

export type AccountFormProps = {
  title: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  outcome: SaveOutcome;
  children: ReactNode;
};

/** A My Account section holding one form: its fields, the last save's outcome and the save button. */
export function AccountForm({ title, submitLabel, onSubmit, isPending, outcome, children }: AccountFormProps) {
  return (
    <AccountSection title={title}>
      {(headingId) => (
        <StyledForm noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          {children}
          <SaveOutcomeMessage {...outcome} />
          <div>
            <Button type="submit" loading={isPending}>
              {submitLabel}
            </Button>
          </div>
        </StyledForm>
      )}
    </AccountSection>
  );
}

export type SaveOutcome = { notice: string | null; error: string | null };

/** The outcome of a form's last save: the saved notice (role=status) or the form-level error. */
export function SaveOutcomeMessage({ notice, error }: SaveOutcome) {
  if (error) return <FormMessage tone="error">{error}</FormMessage>;
  if (notice) return <FormMessage tone="success">{notice}</FormMessage>;
  return null;
}

/**
 * Sends one change of PUT users/me for a form: one request at a time, the server's field
 * errors put on the form's fields, anything else kept as the form's error.
 */
export function useSaveMe<Values extends FieldValues>(setError: UseFormSetError<Values>, fieldNames: ReadonlyArray<Path<Values>>) {
  const updateMe = useUpdateMe();
  const [outcome, setOutcome] = useState<SaveOutcome>({ notice: null, error: null });
  const { isPending, mutateAsync } = updateMe;
  // The busy button blocks clicks, but Enter in a field (or a second click before the
  // re-render) could still submit: a ref keeps it to one request at a time.
  const running = useRef(false);

  const save = async (update: UpdateMe, notice: string | ((user: User) => string)): Promise<User | null> => {
    if (running.current) return null;
    running.current = true;
    setOutcome({ notice: null, error: null });
    try {
      const user = await mutateAsync(update);
      setOutcome({ notice: typeof notice === 'string' ? notice : notice(user), error: null });
      return user;
    } catch (error) {
      setOutcome({ notice: null, error: applyServerError(error, setError, fieldNames) });
      return null;
    } finally {
      running.current = false;
    }
  };

  return { save, isPending, outcome, setOutcome };
}
