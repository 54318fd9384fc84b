import styled from '@emotion/styled';
import { applyServerError } from '@nordhub/api-client';
import { Badge, Button, Container, FormMessage, PageBody, PageTitle, Skeleton } from '@nordhub/design-system';
import { useShowToast } from '@nordhub/session';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useRefreshCurrentUser } from './use-refresh-current-user';

// The pages around the two profile forms (startup and investor): "create" names the profile and
// makes it a draft, "edit" fills it in and publishes it. One frame each, so the two read the same.

const StyledHeader = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }));
const StyledLead = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg, maxWidth: '32rem' }));

export type ProfileCreatePageProps<TValues extends FieldValues, TOutput> = {
  /** The page's heading and the form's accessible name, e.g. "Create a startup profile". */
  title: string;
  lead: string;
  submitLabel: string;
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Fields the server may name in a 400; anything else becomes the form's message. */
  serverFields: Path<TValues>[];
  /** Creates the draft; resolves with its key. */
  create: (values: TOutput) => Promise<{ key: string }>;
  /** Where the new draft is filled in. */
  editHref: (key: string) => string;
  /** The form's fields. */
  children: ReactNode;
};

/** Names a new profile and creates it as a DRAFT, then opens its edit form. */
export function ProfileCreatePage<TValues extends FieldValues, TOutput>({ title, lead, submitLabel, form, serverFields, create, editHref, children }: ProfileCreatePageProps<TValues, TOutput>) {
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    if (creating) return;
    setFormError(null);
    setCreating(true);
    try {
      const created = await create(values);
      // The guards read the user's profiles: the next page must see the new draft.
      await refreshCurrentUser();
      navigate(editHref(created.key));
    } catch (error) {
      setFormError(applyServerError(error, form.setError, serverFields));
    } finally {
      setCreating(false);
    }
  });

  return (
    <Container size="md">
      <PageBody>
        <PageTitle>{title}</PageTitle>
        <StyledLead>{lead}</StyledLead>
        <StyledForm onSubmit={onSubmit} noValidate aria-label={title}>
          {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
          {children}
          <div>
            <Button type="submit" loading={creating}>
              {submitLabel}
            </Button>
          </div>
        </StyledForm>
      </PageBody>
    </Container>
  );
}

type Published = { toast: string; href: string };

/**
 * The edit form's save: publishing adds status ACTIVE, reloads the session (the guards read the
 * status), says so and opens the profile; a plain save only says so.
 */
export function useProfileSave<TUpdate>(update: (update: TUpdate | (TUpdate & { status: 'ACTIVE' })) => Promise<unknown>, published: Published) {
  const refreshCurrentUser = useRefreshCurrentUser();
  const showToast = useShowToast();
  const navigate = useNavigate();
  return async (values: TUpdate, publish: boolean) => {
    await update(publish ? { ...values, status: 'ACTIVE' as const } : values);
    if (publish) {
      await refreshCurrentUser();
      showToast(published.toast, 'success');
      navigate(published.href);
    } else {
      showToast('Your changes are saved', 'success');
    }
  };
}

export type ProfileEditPageProps = {
  title: string;
  /** The loaded profile's status, once loaded. */
  status: string | undefined;
  /** What a draft still has to do. */
  draftLead: string;
  error: Error | null;
  pending: boolean;
  /** The form, once the profile is loaded. */
  children: ReactNode;
};

/** The edit form's page: heading, the Draft badge and lead while a draft, loading and error states. */
export function ProfileEditPage({ title, status, draftLead, error, pending, children }: ProfileEditPageProps) {
  const isDraft = status === 'DRAFT';
  return (
    <Container size="md">
      <PageBody>
        <StyledHeader>
          <PageTitle>{title}</PageTitle>
          {isDraft ? <Badge tone="warning">Draft</Badge> : null}
        </StyledHeader>
        {isDraft ? <StyledLead>{draftLead}</StyledLead> : null}
        {error ? <FormMessage tone="error">{error.message}</FormMessage> : null}
        {pending ? <Skeleton label="Loading the profile…" /> : null}
        {children}
      </PageBody>
    </Container>
  );
}
