import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSiteConfiguration } from '@nordhub/api-client';
import { type Company, type CompanyUpdate, countryNames, type CountryCode } from '@nordhub/contracts';
import { Button, CheckboxGroup, FormMessage, SectionTitle, Select, TextArea, TextField } from '@nordhub/design-system';
import { companyPublishProblems } from '@nordhub/domain';
import { Controller, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { companyFormSchema, type CompanyFormOutput, type CompanyFormValues, companyToFormValues, emptyQuote, formValuesToUpdate } from './company-form-values';
import { ImageUploadField } from '../../components/profile-form/image-upload-field';
import { PeopleRepeater } from '../../components/profile-form/people-repeater';
import { ProfileForm, ProfileFormActions, ProfileFormGrid, ProfileFormItem, ProfileFormList, ProfileFormSection } from '../../components/profile-form/profile-form-layout';
import { useProfileSubmit } from '../../components/profile-form/use-profile-submit';

export type CompanyProfileFormProps = {
  company: Company;
  /** Saves the update; `publish` adds status ACTIVE. Rejects with the API error. */
  onSave: (update: CompanyUpdate, publish: boolean) => Promise<void>;
};

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.fontSizes.sm }));

// Fields the server may name in a 400; anything else becomes the form's message.
const serverFields: Path<CompanyFormValues>[] = [
  'name',
  'website',
  'logoImage',
  'whatWeDo.description',
  'countries',
  'industries',
  'sdgs',
  'fundingStage',
  'stage',
  'businessModel',
  'numberOfEmployees',
  'foundedYear',
];

const emptyToNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : value);

/**
 * Every field of a company's profile (the product spec's entities), validated with the contracts' company
 * input schema. Options come from the site configuration. Investors linked to a company or
 * investor profile show that profile and cannot be edited here.
 */
export function CompanyProfileForm({ company, onSave }: CompanyProfileFormProps) {
  const site = useSiteConfiguration();
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: companyToFormValues(company),
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const { submit, formError, saving } = useProfileSubmit({
    form,
    publishProblems: companyPublishProblems,
    publishMessage: 'Fill in the marked fields to publish your startup.',
    serverFields,
    save: (values, publish) => onSave(formValuesToUpdate(values), publish),
  });
  const perks = useFieldArray({ control, name: 'perks' });
  const keyFigures = useFieldArray({ control, name: 'keyFigures' });
  const investors = useFieldArray({ control, name: 'investors', keyName: 'fieldKey' });
  const gallery = useFieldArray({ control, name: 'galleryImages', keyName: 'fieldKey' });
  const quote = useWatch({ control, name: 'quote' });
  const name = useWatch({ control, name: 'name' });
  const isDraft = company.status === 'DRAFT';
  const linkedIds = new Set(company.investors.filter((entry) => entry.company || entry.investor).map((entry) => entry.id));

  const options = site.data;
  const countryOptions = options?.site.countries ?? [];
  const perkOptions = options?.company.perks ?? [];

  return (
    <ProfileForm onSubmit={submit(false)} noValidate aria-label="Startup profile">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}

      <ProfileFormSection aria-labelledby="company-basics">
        <SectionTitle id="company-basics">Basics</SectionTitle>
        <ProfileFormGrid>
          <TextField label="Startup name" {...register('name')} error={errors.name?.message} required />
          <TextField label="Website" inputMode="url" placeholder="example.com" {...register('website')} error={errors.website?.message} />
          <TextField
            label="Founded (year)"
            inputMode="numeric"
            {...register('foundedYear', { setValueAs: (value: unknown) => (emptyToNull(value) === null ? null : Number(value)) })}
            error={errors.foundedYear?.message}
          />
        </ProfileFormGrid>
        <Controller
          control={control}
          name="logoImage"
          render={({ field, fieldState }) => (
            <ImageUploadField label="Logo" value={field.value} onChange={field.onChange} previewAlt={`Logo of ${name || 'the startup'}`} error={fieldState.error?.message} hint="PNG, JPEG, WebP or GIF, at most 5 MB" />
          )}
        />
        <TextArea label="What we do" rows={6} {...register('whatWeDo.description')} error={errors.whatWeDo?.description?.message} />
        <Controller
          control={control}
          name="countries"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Countries"
              options={countryOptions}
              value={(field.value ?? []).map((country) => country.countryCode)}
              onChange={(codes) => field.onChange(codes.map((code) => ({ countryCode: code as CountryCode })))}
              error={fieldState.error?.message}
            />
          )}
        />
      </ProfileFormSection>

      <ProfileFormSection aria-labelledby="company-details">
        <SectionTitle id="company-details">Details</SectionTitle>
        <ProfileFormGrid>
          <Select error={errors.stage?.message} label="Stage" placeholder="Not set" options={options?.company.stages ?? []} {...register('stage')} />
          <Select error={errors.fundingStage?.message} label="Funding stage" placeholder="Not set" options={options?.company.fundingStages ?? []} {...register('fundingStage')} />
          <Select error={errors.businessModel?.message} label="Business model" placeholder="Not set" options={options?.company.businessModels ?? []} {...register('businessModel')} />
          <Select error={errors.numberOfEmployees?.message} label="Number of employees" placeholder="Not set" options={options?.company.numberOfEmployees ?? []} {...register('numberOfEmployees')} />
        </ProfileFormGrid>
        <Controller
          control={control}
          name="industries"
          render={({ field, fieldState }) => (
            <CheckboxGroup legend="Industries" options={options?.industries ?? []} value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="sdgs"
          render={({ field, fieldState }) => (
            <CheckboxGroup legend="Sustainable development goals" options={options?.sdgs ?? []} value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <ProfileFormGrid>
          <TextField label="Headquarters city" {...register('headquarters.locality')} />
          <TextField label="Headquarters address" {...register('headquarters.address')} />
          <Select
            label="Headquarters country"
            placeholder="Not set"
            options={countryOptions}
            {...register('headquarters.countryCode', { setValueAs: emptyToNull })}
            onChange={(event) => {
              const code = event.target.value;
              setValue('headquarters.countryCode', code || null);
              setValue('headquarters.country', code ? (countryNames[code as CountryCode] ?? code) : '');
            }}
          />
        </ProfileFormGrid>
      </ProfileFormSection>

      <ProfileFormSection aria-labelledby="company-perks">
        <SectionTitle id="company-perks">Perks</SectionTitle>
        <ProfileFormList>
          {perks.fields.map((perk, index) => (
            <ProfileFormItem key={perk.id} aria-label={`Perk ${index + 1}`}>
              <ProfileFormGrid>
                <Select label="Icon" options={perkOptions} {...register(`perks.${index}.icon`)} />
                <TextField label="Perk" {...register(`perks.${index}.text`)} error={errors.perks?.[index]?.text?.message} />
              </ProfileFormGrid>
              <div>
                <Button variant="ghost" size="sm" onClick={() => perks.remove(index)}>
                  Remove perk {index + 1}
                </Button>
              </div>
            </ProfileFormItem>
          ))}
        </ProfileFormList>
        <div>
          <Button variant="secondary" size="sm" disabled={perkOptions.length === 0} onClick={() => perks.append({ icon: perkOptions[0]?.value as never, text: '' })}>
            Add a perk
          </Button>
        </div>
      </ProfileFormSection>

      <ProfileFormSection aria-labelledby="company-figures">
        <SectionTitle id="company-figures">Key figures</SectionTitle>
        <ProfileFormList>
          {keyFigures.fields.map((figure, index) => (
            <ProfileFormItem key={figure.id} aria-label={`Key figure ${index + 1}`}>
              <ProfileFormGrid>
                <Select label="Figure" options={options?.company.keyFigureNames ?? []} {...register(`keyFigures.${index}.name`)} />
                <TextField label="Value" {...register(`keyFigures.${index}.value`)} error={errors.keyFigures?.[index]?.value?.message} />
              </ProfileFormGrid>
              <div>
                <Button variant="ghost" size="sm" onClick={() => keyFigures.remove(index)}>
                  Remove key figure {index + 1}
                </Button>
              </div>
            </ProfileFormItem>
          ))}
        </ProfileFormList>
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={!options?.company.keyFigureNames.length}
            onClick={() => keyFigures.append({ name: options?.company.keyFigureNames[0]?.value ?? '', value: '' })}
          >
            Add a key figure
          </Button>
        </div>
      </ProfileFormSection>

      <PeopleRepeater control={control} register={register} errors={errors} name="team" sectionId="company-team" texts={{ title: 'Team', person: 'Team member', add: 'Add a team member' }} />

      <ProfileFormSection aria-labelledby="company-investors">
        <SectionTitle id="company-investors">Investors</SectionTitle>
        <ProfileFormList>
          {investors.fields.map((entry, index) => {
            const linked = entry.id !== undefined && linkedIds.has(entry.id);
            return (
              <ProfileFormItem key={entry.fieldKey} aria-label={`Investor ${index + 1}`}>
                {linked ? (
                  <>
                    <strong>{entry.name}</strong>
                    <StyledMuted>Linked to a profile on Nordhub, which keeps its details up to date.</StyledMuted>
                  </>
                ) : (
                  <ProfileFormGrid>
                    <TextField label="Investor name" {...register(`investors.${index}.name`)} error={errors.investors?.[index]?.name?.message} />
                    <TextField label="Investor website" inputMode="url" {...register(`investors.${index}.website`)} error={errors.investors?.[index]?.website?.message} />
                    <TextField label="Category" {...register(`investors.${index}.category`)} />
                    <TextField label="Intro" {...register(`investors.${index}.intro`)} error={errors.investors?.[index]?.intro?.message} />
                  </ProfileFormGrid>
                )}
                <div>
                  <Button variant="ghost" size="sm" onClick={() => investors.remove(index)}>
                    Remove investor {index + 1}
                  </Button>
                </div>
              </ProfileFormItem>
            );
          })}
        </ProfileFormList>
        <div>
          <Button variant="secondary" size="sm" onClick={() => investors.append({ name: '', website: '', category: '', intro: '' })}>
            Add an investor
          </Button>
        </div>
      </ProfileFormSection>

      <ProfileFormSection aria-labelledby="company-quote">
        <SectionTitle id="company-quote">Quote</SectionTitle>
        {quote ? (
          <>
            <TextArea label="Quote" rows={4} {...register('quote.text')} error={errors.quote?.text?.message} />
            <ProfileFormGrid>
              <TextField label="Said by" {...register('quote.author')} error={errors.quote?.author?.message} />
              <TextField label="Their title" {...register('quote.authorTitle')} error={errors.quote?.authorTitle?.message} />
            </ProfileFormGrid>
            <div>
              <Button variant="ghost" size="sm" onClick={() => setValue('quote', null)}>
                Remove the quote
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setValue('quote', emptyQuote)}>
              Add a quote
            </Button>
          </div>
        )}
      </ProfileFormSection>

      <ProfileFormSection aria-labelledby="company-gallery">
        <SectionTitle id="company-gallery">Gallery</SectionTitle>
        <ProfileFormList>
          {gallery.fields.map((image, index) => (
            <ProfileFormItem key={image.fieldKey} aria-label={`Gallery image ${index + 1}`}>
              <ImageUploadField
                label={`Gallery image ${index + 1}`}
                value={image}
                onChange={(next) => (next ? gallery.update(index, next) : gallery.remove(index))}
                previewAlt={`Gallery image ${index + 1}`}
              />
            </ProfileFormItem>
          ))}
        </ProfileFormList>
        <ImageUploadField label="Add a gallery image" value={null} onChange={(next) => next && gallery.append(next)} previewAlt="" />
      </ProfileFormSection>

      <ProfileFormActions isDraft={isDraft} saving={saving} publishLabel="Publish startup" onPublish={() => void submit(true)()} />
    </ProfileForm>
  );
}
