import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, useSiteConfiguration } from '@nordhub/api-client';
import { type Company, type CompanyUpdate, countryNames, type CountryCode } from '@nordhub/contracts';
import { Button, CheckboxGroup, FormMessage, SectionTitle, Select, TextArea, TextField } from '@nordhub/design-system';
import { companyPublishProblems } from '@nordhub/domain';
import { useState } from 'react';
import { Controller, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { companyFormSchema, type CompanyFormOutput, type CompanyFormValues, companyToFormValues, emptyQuote, formValuesToUpdate } from './company-form-values';
import { ImageUploadField } from '../../components/profile-form/image-upload-field';

export type CompanyProfileFormProps = {
  company: Company;
  /** Saves the update; `publish` adds status ACTIVE. Rejects with the API error. */
  onSave: (update: CompanyUpdate, publish: boolean) => Promise<void>;
};

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xl }));
const StyledSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));
const StyledGrid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
}));
const StyledItem = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
}));
const StyledList = styled.ul(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, margin: 0, padding: 0, listStyle: 'none' }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));
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
 * Every field of a company's profile (spec section 3), validated with the contracts' company
 * input schema. Options come from the site configuration. Investors linked to a company or
 * investor profile show that profile and cannot be edited here.
 */
export function CompanyProfileForm({ company, onSave }: CompanyProfileFormProps) {
  const site = useSiteConfiguration();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: companyToFormValues(company),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const team = useFieldArray({ control, name: 'team' });
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

  const submit = (publish: boolean) =>
    handleSubmit(async (values) => {
      setFormError(null);
      if (publish) {
        const problems = companyPublishProblems(values);
        if (problems.length > 0) {
          problems.forEach((problem, index) => setError(problem.path as Path<CompanyFormValues>, { type: 'publish', message: problem.message }, { shouldFocus: index === 0 }));
          setFormError('Fill in the marked fields to publish your startup.');
          return;
        }
      }
      setSaving(publish ? 'publish' : 'save');
      try {
        await onSave(formValuesToUpdate(values), publish);
      } catch (error) {
        setFormError(applyServerError(error, setError, serverFields));
      } finally {
        setSaving(null);
      }
    });

  return (
    <StyledForm onSubmit={submit(false)} noValidate aria-label="Startup profile">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}

      <StyledSection aria-labelledby="company-basics">
        <SectionTitle id="company-basics">Basics</SectionTitle>
        <StyledGrid>
          <TextField label="Startup name" {...register('name')} error={errors.name?.message} required />
          <TextField label="Website" inputMode="url" placeholder="example.com" {...register('website')} error={errors.website?.message} />
          <TextField
            label="Founded (year)"
            inputMode="numeric"
            {...register('foundedYear', { setValueAs: (value: unknown) => (emptyToNull(value) === null ? null : Number(value)) })}
            error={errors.foundedYear?.message}
          />
        </StyledGrid>
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
      </StyledSection>

      <StyledSection aria-labelledby="company-details">
        <SectionTitle id="company-details">Details</SectionTitle>
        <StyledGrid>
          <Select error={errors.stage?.message} label="Stage" placeholder="Not set" options={options?.company.stages ?? []} {...register('stage')} />
          <Select error={errors.fundingStage?.message} label="Funding stage" placeholder="Not set" options={options?.company.fundingStages ?? []} {...register('fundingStage')} />
          <Select error={errors.businessModel?.message} label="Business model" placeholder="Not set" options={options?.company.businessModels ?? []} {...register('businessModel')} />
          <Select error={errors.numberOfEmployees?.message} label="Number of employees" placeholder="Not set" options={options?.company.numberOfEmployees ?? []} {...register('numberOfEmployees')} />
        </StyledGrid>
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
        <StyledGrid>
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
        </StyledGrid>
      </StyledSection>

      <StyledSection aria-labelledby="company-perks">
        <SectionTitle id="company-perks">Perks</SectionTitle>
        <StyledList>
          {perks.fields.map((perk, index) => (
            <StyledItem key={perk.id} aria-label={`Perk ${index + 1}`}>
              <StyledGrid>
                <Select label="Icon" options={perkOptions} {...register(`perks.${index}.icon`)} />
                <TextField label="Perk" {...register(`perks.${index}.text`)} error={errors.perks?.[index]?.text?.message} />
              </StyledGrid>
              <div>
                <Button variant="ghost" size="sm" onClick={() => perks.remove(index)}>
                  Remove perk {index + 1}
                </Button>
              </div>
            </StyledItem>
          ))}
        </StyledList>
        <div>
          <Button variant="secondary" size="sm" disabled={perkOptions.length === 0} onClick={() => perks.append({ icon: perkOptions[0]?.value as never, text: '' })}>
            Add a perk
          </Button>
        </div>
      </StyledSection>

      <StyledSection aria-labelledby="company-figures">
        <SectionTitle id="company-figures">Key figures</SectionTitle>
        <StyledList>
          {keyFigures.fields.map((figure, index) => (
            <StyledItem key={figure.id} aria-label={`Key figure ${index + 1}`}>
              <StyledGrid>
                <Select label="Figure" options={options?.company.keyFigureNames ?? []} {...register(`keyFigures.${index}.name`)} />
                <TextField label="Value" {...register(`keyFigures.${index}.value`)} error={errors.keyFigures?.[index]?.value?.message} />
              </StyledGrid>
              <div>
                <Button variant="ghost" size="sm" onClick={() => keyFigures.remove(index)}>
                  Remove key figure {index + 1}
                </Button>
              </div>
            </StyledItem>
          ))}
        </StyledList>
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
      </StyledSection>

      <StyledSection aria-labelledby="company-team">
        <SectionTitle id="company-team">Team</SectionTitle>
        <StyledList>
          {team.fields.map((person, index) => (
            <StyledItem key={person.id} aria-label={`Team member ${index + 1}`}>
              <StyledGrid>
                <TextField label="Name" {...register(`team.${index}.name`)} error={errors.team?.[index]?.name?.message} />
                <TextField label="Title" {...register(`team.${index}.title`)} error={errors.team?.[index]?.title?.message} />
                <TextField label="LinkedIn profile" inputMode="url" {...register(`team.${index}.linkedinUrl`)} error={errors.team?.[index]?.linkedinUrl?.message} />
              </StyledGrid>
              <Controller
                control={control}
                name={`team.${index}.image`}
                render={({ field }) => <ImageUploadField label="Photo" value={field.value} onChange={field.onChange} previewAlt={`Photo of team member ${index + 1}`} />}
              />
              <div>
                <Button variant="ghost" size="sm" onClick={() => team.remove(index)}>
                  Remove team member {index + 1}
                </Button>
              </div>
            </StyledItem>
          ))}
        </StyledList>
        <div>
          <Button variant="secondary" size="sm" onClick={() => team.append({ name: '', title: '', image: null, linkedinUrl: '' })}>
            Add a team member
          </Button>
        </div>
      </StyledSection>

      <StyledSection aria-labelledby="company-investors">
        <SectionTitle id="company-investors">Investors</SectionTitle>
        <StyledList>
          {investors.fields.map((entry, index) => {
            const linked = entry.id !== undefined && linkedIds.has(entry.id);
            return (
              <StyledItem key={entry.fieldKey} aria-label={`Investor ${index + 1}`}>
                {linked ? (
                  <>
                    <strong>{entry.name}</strong>
                    <StyledMuted>Linked to a profile on Nordhub, which keeps its details up to date.</StyledMuted>
                  </>
                ) : (
                  <StyledGrid>
                    <TextField label="Investor name" {...register(`investors.${index}.name`)} error={errors.investors?.[index]?.name?.message} />
                    <TextField label="Investor website" inputMode="url" {...register(`investors.${index}.website`)} error={errors.investors?.[index]?.website?.message} />
                    <TextField label="Category" {...register(`investors.${index}.category`)} />
                    <TextField label="Intro" {...register(`investors.${index}.intro`)} error={errors.investors?.[index]?.intro?.message} />
                  </StyledGrid>
                )}
                <div>
                  <Button variant="ghost" size="sm" onClick={() => investors.remove(index)}>
                    Remove investor {index + 1}
                  </Button>
                </div>
              </StyledItem>
            );
          })}
        </StyledList>
        <div>
          <Button variant="secondary" size="sm" onClick={() => investors.append({ name: '', website: '', category: '', intro: '' })}>
            Add an investor
          </Button>
        </div>
      </StyledSection>

      <StyledSection aria-labelledby="company-quote">
        <SectionTitle id="company-quote">Quote</SectionTitle>
        {quote ? (
          <>
            <TextArea label="Quote" rows={4} {...register('quote.text')} error={errors.quote?.text?.message} />
            <StyledGrid>
              <TextField label="Said by" {...register('quote.author')} error={errors.quote?.author?.message} />
              <TextField label="Their title" {...register('quote.authorTitle')} error={errors.quote?.authorTitle?.message} />
            </StyledGrid>
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
      </StyledSection>

      <StyledSection aria-labelledby="company-gallery">
        <SectionTitle id="company-gallery">Gallery</SectionTitle>
        <StyledList>
          {gallery.fields.map((image, index) => (
            <StyledItem key={image.fieldKey} aria-label={`Gallery image ${index + 1}`}>
              <ImageUploadField
                label={`Gallery image ${index + 1}`}
                value={image}
                onChange={(next) => (next ? gallery.update(index, next) : gallery.remove(index))}
                previewAlt={`Gallery image ${index + 1}`}
              />
            </StyledItem>
          ))}
        </StyledList>
        <ImageUploadField label="Add a gallery image" value={null} onChange={(next) => next && gallery.append(next)} previewAlt="" />
      </StyledSection>

      <StyledActions>
        <Button type="submit" variant={isDraft ? 'secondary' : 'primary'} loading={saving === 'save'} disabled={saving !== null}>
          {isDraft ? 'Save draft' : 'Save changes'}
        </Button>
        {isDraft ? (
          <Button type="button" loading={saving === 'publish'} disabled={saving !== null} onClick={() => void submit(true)()}>
            Publish startup
          </Button>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
