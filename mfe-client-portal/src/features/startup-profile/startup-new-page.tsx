import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, useCreateCompany } from '@nordhub/api-client';
import { companyInputSchema } from '@nordhub/contracts';
import { Button, Container, FormMessage, PageBody, PageTitle, TextField, useDocumentTitle } from '@nordhub/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { getHref } from '../../paths';
import { useRefreshCurrentUser } from '../../components/profile-form/use-refresh-current-user';

const newCompanySchema = z.pick(companyInputSchema, { name: true, website: true });
type NewCompanyForm = z.input<typeof newCompanySchema>;
type NewCompanyValues = z.output<typeof newCompanySchema>;

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg, maxWidth: '32rem' }));
const StyledLead = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/**
 * /client/startups/new: names the startup and creates it as a DRAFT; the edit form follows,
 * where the rest of the profile is filled in and the startup is published.
 */
export function StartupNewPage() {
  useDocumentTitle('Create a startup profile');
  const createCompany = useCreateCompany();
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewCompanyForm, unknown, NewCompanyValues>({ resolver: zodResolver(newCompanySchema), defaultValues: { name: '', website: '' } });

  const onSubmit = handleSubmit(async (values) => {
    if (createCompany.isPending) return;
    setFormError(null);
    try {
      const company = await createCompany.mutateAsync(values);
      await refreshCurrentUser();
      navigate(getHref('startupEdit', { company: company.key }));
    } catch (error) {
      setFormError(applyServerError(error, setError, ['name', 'website']));
    }
  });

  return (
    <Container>
      <PageBody>
        <PageTitle>Create a startup profile</PageTitle>
        <StyledLead>Start with the name. The profile stays a draft, visible only to you, until you publish it.</StyledLead>
        <StyledForm onSubmit={onSubmit} noValidate aria-label="Create a startup profile">
          {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
          <TextField label="Startup name" autoComplete="organization" {...register('name')} error={errors.name?.message} required />
          <TextField label="Website" inputMode="url" placeholder="example.com" {...register('website')} error={errors.website?.message} />
          <div>
            <Button type="submit" loading={createCompany.isPending}>
              Create startup
            </Button>
          </div>
        </StyledForm>
      </PageBody>
    </Container>
  );
}
