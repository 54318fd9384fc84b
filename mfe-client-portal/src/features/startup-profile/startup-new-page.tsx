import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateCompany } from '@nordhub/api-client';
import { companyInputSchema } from '@nordhub/contracts';
import { TextField, useDocumentTitle } from '@nordhub/design-system';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { getHref } from '../../paths';
import { ProfileCreatePage } from '../../components/profile-form/profile-pages';

const newCompanySchema = z.pick(companyInputSchema, { name: true, website: true });
type NewCompanyForm = z.input<typeof newCompanySchema>;
type NewCompanyValues = z.output<typeof newCompanySchema>;

/**
 * /client/startups/new: names the startup and creates it as a DRAFT; the edit form follows,
 * where the rest of the profile is filled in and the startup is published.
 */
export function StartupNewPage() {
  useDocumentTitle('Create a startup profile');
  const createCompany = useCreateCompany();
  const form = useForm<NewCompanyForm, unknown, NewCompanyValues>({ resolver: zodResolver(newCompanySchema), defaultValues: { name: '', website: '' } });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <ProfileCreatePage
      title="Create a startup profile"
      lead="Start with the name. The profile stays a draft, visible only to you, until you publish it."
      submitLabel="Create startup"
      form={form}
      serverFields={['name', 'website']}
      create={(values) => createCompany.mutateAsync(values)}
      editHref={(company) => getHref('startupEdit', { company })}
    >
      <TextField label="Startup name" autoComplete="organization" {...register('name')} error={errors.name?.message} required />
      <TextField label="Website" inputMode="url" placeholder="example.com" {...register('website')} error={errors.website?.message} />
    </ProfileCreatePage>
  );
}
