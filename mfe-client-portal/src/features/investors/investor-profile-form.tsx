import { zodResolver } from '@hookform/resolvers/zod';
import { useSiteConfiguration } from '@nordhub/api-client';
import { type Investor, type InvestorUpdate, type InvestorUpdateValues, investorTypeLabels, investorUpdateSchema } from '@nordhub/contracts';
import { CheckboxGroup, FormMessage, SectionTitle, Select, TextArea, TextField } from '@nordhub/design-system';
import { investorPublishProblems } from '@nordhub/domain';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { ImageUploadField } from '../../components/profile-form/image-upload-field';
import { PeopleRepeater } from '../../components/profile-form/people-repeater';
import { ProfileForm, ProfileFormActions, ProfileFormGrid, ProfileFormSection } from '../../components/profile-form/profile-form-layout';
import { useProfileSubmit } from '../../components/profile-form/use-profile-submit';

export type InvestorProfileFormProps = {
  investor: Investor;
  /** Saves the update; `publish` adds status ACTIVE. Rejects with the API error. */
  onSave: (update: InvestorUpdate, publish: boolean) => Promise<void>;
};


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
 * Every field of an investor's profile (the product spec's entities), validated with the contracts' update
 * schema; options come from the site configuration. Websites get http:// when they lack it.
 */
export function InvestorProfileForm({ investor, onSave }: InvestorProfileFormProps) {
  const site = useSiteConfiguration();
  const form = useForm<InvestorUpdate, unknown, InvestorUpdateValues>({ resolver: zodResolver(investorUpdateSchema), defaultValues: investorToFormValues(investor) });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { submit, formError, saving } = useProfileSubmit({
    form,
    publishProblems: investorPublishProblems,
    publishMessage: 'Fill in the marked fields to publish your investor profile.',
    serverFields,
    save: onSave,
  });
  const name = useWatch({ control, name: 'name' });
  const contactPreference = useWatch({ control, name: 'contactPreference' });
  const isDraft = investor.status === 'DRAFT';
  const options = site.data;

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
    <ProfileForm onSubmit={submit(false)} noValidate aria-label="Investor profile">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <ProfileFormSection aria-labelledby="investor-basics">
        <SectionTitle id="investor-basics">Basics</SectionTitle>
        <ProfileFormGrid>
          <TextField label="Investor name" {...register('name')} error={errors.name?.message} required />
          <Select label="Type" options={typeOptions} {...register('type')} />
          <TextField label="Website" inputMode="url" placeholder="example.com" {...register('website')} error={errors.website?.message} />
        </ProfileFormGrid>
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
      </ProfileFormSection>

      <ProfileFormSection aria-labelledby="investor-contact">
        <SectionTitle id="investor-contact">Contact</SectionTitle>
        <ProfileFormGrid>
          <Select label="How startups contact you" options={options?.investor.contactPreferences ?? [{ value: 'EMAIL', text: 'E-mail' }, { value: 'WEBSITE', text: 'Website' }]} {...register('contactPreference')} />
          {contactPreference === 'EMAIL' ? (
            <TextField label="Contact e-mail" type="email" {...register('email', { setValueAs: (value: unknown) => (value === '' ? null : value) })} error={errors.email?.message} />
          ) : null}
        </ProfileFormGrid>
      </ProfileFormSection>

      <ProfileFormSection aria-labelledby="investor-focus">
        <SectionTitle id="investor-focus">Investment focus</SectionTitle>
        {checkboxes('industries', 'Industries', options?.industries ?? [])}
        {checkboxes('markets', 'Markets', options?.investor.markets ?? [])}
        {checkboxes('investmentRanges', 'Investment ranges', options?.investor.investmentRanges ?? [])}
        {checkboxes('categories', 'Categories', options?.investor.categories ?? [])}
        {checkboxes('countryCodes', 'Countries', options?.site.countries ?? [])}
      </ProfileFormSection>

      <PeopleRepeater control={control} register={register} errors={errors} name="keyPeople" sectionId="investor-people" texts={{ title: 'Key people', person: 'Key person', add: 'Add a key person' }} />

      <ProfileFormActions isDraft={isDraft} saving={saving} publishLabel="Publish investor profile" onPublish={() => void submit(true)()} />
    </ProfileForm>
  );
}
