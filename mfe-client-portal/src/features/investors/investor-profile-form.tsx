import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, useSiteConfiguration } from '@nordhub/api-client';
import { type Investor, type InvestorUpdate, type InvestorUpdateValues, investorTypeLabels, investorUpdateSchema } from '@nordhub/contracts';
import { Button, CheckboxGroup, FormMessage, SectionTitle, Select, TextArea, TextField } from '@nordhub/design-system';
import { investorPublishProblems } from '@nordhub/domain';
import { useState } from 'react';
import { Controller, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ImageUploadField } from '../../components/profile-form/image-upload-field';

export type InvestorProfileFormProps = {
  investor: Investor;
  /** Saves the update; `publish` adds status ACTIVE. Rejects with the API error. */
  onSave: (update: InvestorUpdate, publish: boolean) => Promise<void>;
};

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xl }));
const StyledSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));
const StyledGrid = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', alignItems: 'start' }));
const StyledList = styled.ul(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, margin: 0, padding: 0, listStyle: 'none' }));
const StyledItem = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
}));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));

const typeOptions = Object.entries(investorTypeLabels).map(([value, text]) => ({ value, text }));

// Fields the server may name in a 400; anything else becomes the form's message.
const serverFields: Path<InvestorUpdate>[] = ['name', 'type', 'website', 'email', 'intro', 'logoImage', 'coverImage', 'countryCodes', 'industries', 'markets', 'investmentRanges', 'categories'];

export function investorToFormValues(investor: Investor): InvestorUpdate {
  return {
    name: investor.name,
    type: investor.type,
    website: investor.website,
    logoImage: investor.logoImage,
    smallImage: investor.smallImage,
    coverImage: investor.coverImage,
    keyPeople: investor.keyPeople.map((person) => ({ name: person.name, title: person.title ?? '', image: person.image, linkedinUrl: person.linkedinUrl ?? '' })),
    contactPreference: investor.contactPreference,
    email: investor.email,
    industries: investor.industries,
    intro: investor.intro,
    countryCodes: investor.countryCodes,
    categories: investor.categories,
    investmentRanges: investor.investmentRanges,
    markets: investor.markets,
  };
}

/**
 * Every field of an investor's profile (spec section 3), validated with the contracts' update
 * schema; options come from the site configuration. Websites get http:// when they lack it.
 */
export function InvestorProfileForm({ investor, onSave }: InvestorProfileFormProps) {
  const site = useSiteConfiguration();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InvestorUpdate, unknown, InvestorUpdateValues>({ resolver: zodResolver(investorUpdateSchema), defaultValues: investorToFormValues(investor) });
  const people = useFieldArray({ control, name: 'keyPeople' });
  const name = useWatch({ control, name: 'name' });
  const contactPreference = useWatch({ control, name: 'contactPreference' });
  const isDraft = investor.status === 'DRAFT';
  const options = site.data;

  const submit = (publish: boolean) =>
    handleSubmit(async (values) => {
      setFormError(null);
      if (publish) {
        const problems = investorPublishProblems(values);
        if (problems.length > 0) {
          problems.forEach((problem, index) => setError(problem.path as Path<InvestorUpdate>, { type: 'publish', message: problem.message }, { shouldFocus: index === 0 }));
          setFormError('Fill in the marked fields to publish your investor profile.');
          return;
        }
      }
      setSaving(publish ? 'publish' : 'save');
      try {
        await onSave(values, publish);
      } catch (error) {
        setFormError(applyServerError(error, setError, serverFields));
      } finally {
        setSaving(null);
      }
    });

  const checkboxes = (field: 'industries' | 'markets' | 'investmentRanges' | 'categories' | 'countryCodes', legend: string, choices: { value: string; text: string }[]) => (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange }, fieldState }) => (
        <CheckboxGroup legend={legend} options={choices} value={(value as string[] | undefined) ?? []} onChange={onChange} error={fieldState.error?.message} />
      )}
    />
  );

  return (
    <StyledForm onSubmit={submit(false)} noValidate aria-label="Investor profile">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <StyledSection aria-labelledby="investor-basics">
        <SectionTitle id="investor-basics">Basics</SectionTitle>
        <StyledGrid>
          <TextField label="Investor name" {...register('name')} error={errors.name?.message} required />
          <Select label="Type" options={typeOptions} {...register('type')} />
          <TextField label="Website" inputMode="url" placeholder="example.com" {...register('website')} error={errors.website?.message} />
        </StyledGrid>
        <TextArea label="Intro" {...register('intro')} error={errors.intro?.message} />
        <Controller
          control={control}
          name="logoImage"
          render={({ field, fieldState }) => (
            <ImageUploadField label="Logo" value={field.value} onChange={field.onChange} previewAlt={`Logo of ${name || 'the investor'}`} error={fieldState.error?.message} hint="PNG, JPEG, WebP or GIF, at most 5 MB" />
          )}
        />
        <Controller
          control={control}
          name="smallImage"
          render={({ field }) => <ImageUploadField label="Small logo" value={field.value} onChange={field.onChange} previewAlt={`Small logo of ${name || 'the investor'}`} hint="Shown in lists; square works best" />}
        />
        <Controller
          control={control}
          name="coverImage"
          render={({ field }) => <ImageUploadField label="Cover image" value={field.value} onChange={field.onChange} previewAlt={`Cover image of ${name || 'the investor'}`} hint="Wide image, 1600 by 900 works best" />}
        />
      </StyledSection>

      <StyledSection aria-labelledby="investor-contact">
        <SectionTitle id="investor-contact">Contact</SectionTitle>
        <StyledGrid>
          <Select label="How startups contact you" options={options?.investor.contactPreferences ?? [{ value: 'EMAIL', text: 'E-mail' }, { value: 'WEBSITE', text: 'Website' }]} {...register('contactPreference')} />
          {contactPreference === 'EMAIL' ? (
            <TextField label="Contact e-mail" type="email" {...register('email', { setValueAs: (value: unknown) => (value === '' ? null : value) })} error={errors.email?.message} />
          ) : null}
        </StyledGrid>
      </StyledSection>

      <StyledSection aria-labelledby="investor-focus">
        <SectionTitle id="investor-focus">Investment focus</SectionTitle>
        {checkboxes('industries', 'Industries', options?.industries ?? [])}
        {checkboxes('markets', 'Markets', options?.investor.markets ?? [])}
        {checkboxes('investmentRanges', 'Investment ranges', options?.investor.investmentRanges ?? [])}
        {checkboxes('categories', 'Categories', options?.investor.categories ?? [])}
        {checkboxes('countryCodes', 'Countries', options?.site.countries ?? [])}
      </StyledSection>

      <StyledSection aria-labelledby="investor-people">
        <SectionTitle id="investor-people">Key people</SectionTitle>
        <StyledList>
          {people.fields.map((person, index) => (
            <StyledItem key={person.id} aria-label={`Key person ${index + 1}`}>
              <StyledGrid>
                <TextField label="Name" {...register(`keyPeople.${index}.name`)} error={errors.keyPeople?.[index]?.name?.message} />
                <TextField label="Title" {...register(`keyPeople.${index}.title`)} error={errors.keyPeople?.[index]?.title?.message} />
                <TextField label="LinkedIn profile" inputMode="url" {...register(`keyPeople.${index}.linkedinUrl`)} error={errors.keyPeople?.[index]?.linkedinUrl?.message} />
              </StyledGrid>
              <Controller
                control={control}
                name={`keyPeople.${index}.image`}
                render={({ field }) => <ImageUploadField label="Photo" value={field.value} onChange={field.onChange} previewAlt={`Photo of key person ${index + 1}`} />}
              />
              <div>
                <Button variant="ghost" size="sm" onClick={() => people.remove(index)}>
                  Remove key person {index + 1}
                </Button>
              </div>
            </StyledItem>
          ))}
        </StyledList>
        <div>
          <Button variant="secondary" size="sm" onClick={() => people.append({ name: '', title: '', image: null, linkedinUrl: '' })}>
            Add a key person
          </Button>
        </div>
      </StyledSection>

      <StyledActions>
        <Button type="submit" variant={isDraft ? 'secondary' : 'primary'} loading={saving === 'save'} disabled={saving !== null}>
          {isDraft ? 'Save draft' : 'Save changes'}
        </Button>
        {isDraft ? (
          <Button type="button" loading={saving === 'publish'} disabled={saving !== null} onClick={() => void submit(true)()}>
            Publish investor profile
          </Button>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
