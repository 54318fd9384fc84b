import styled from '@emotion/styled';
import { countryCodeSchema, countryNames, nordicLanguageSchema } from '@nordhub/contracts';
import { Checkbox, CheckboxGroup, Select } from '@nordhub/design-system';
import { nordicLanguageNames, workingLanguageLabels } from '@nordhub/domain';
import { Controller, useWatch } from 'react-hook-form';
import { type JobFormControl, JobFormFieldset } from './job-form-parts';



const StyledHint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));

const requiredLanguageOptions = nordicLanguageSchema.options.map((code) => ({ value: code, text: nordicLanguageNames[code] }));
const remoteCountryOptions = countryCodeSchema.options.map((code) => ({ value: code, text: countryNames[code] }));

const languageOptions = [
  { value: 'ENGLISH', text: `${workingLanguageLabels.ENGLISH}: the team works in English` },
  { value: 'LOCAL_REQUIRED', text: 'A local language is required' },
];


/**
 * The job form's "Working in the Nordics" part (docs/nordic-filters.md): working language and the
 * local languages it needs, visa sponsorship, relocation support, and for a remote job the
 * countries it may be done from. Seekers filter the job search on each of them.
 */
export function JobWorkConditionsFields({ control }: { control: JobFormControl }) {
  const language = useWatch({ control, name: 'workingLanguage' });
  const isRemote = useWatch({ control, name: 'isRemote' });
  return (
    <JobFormFieldset>
      <legend>Working in the Nordics</legend>
      <StyledHint id="work-conditions-hint">Job seekers filter on these, and the job page shows them.</StyledHint>
      <Controller
        control={control}
        name="workingLanguage"
        render={({ field }) => (
          <Select
            label="Working language"
            options={languageOptions}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? 'ENGLISH'}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
      />
      {language === 'LOCAL_REQUIRED' ? (
        <Controller
          control={control}
          name="requiredLanguages"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              variant="plain"
              legend="Required language (any one of those checked is enough)"
              options={requiredLanguageOptions}
              name={field.name}
              value={field.value ?? []}
              onBlur={field.onBlur}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="visaSponsorship"
        render={({ field }) => (
          <Checkbox
            label="Visa sponsorship: we sponsor a work permit for candidates from outside the EU/EEA"
            name={field.name}
            ref={field.ref}
            checked={field.value ?? false}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        )}
      />
      <Controller
        control={control}
        name="relocationSupport"
        render={({ field }) => (
          <Checkbox
            label="Relocation support: we help with moving (costs, housing, paperwork)"
            name={field.name}
            ref={field.ref}
            checked={field.value ?? false}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        )}
      />
      {isRemote ? (
        <Controller
          control={control}
          name="remoteCountryCodes"
          render={({ field }) => (
            <CheckboxGroup
              variant="plain"
              legend="Remote from"
              hint="The countries the job may be done from. Leave all unchecked for the job’s own country."
              options={remoteCountryOptions}
              name={field.name}
              // Countries outside the Nordics (set through the API) have no box and are kept as they are.
              value={field.value ?? []}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        />
      ) : null}
    </JobFormFieldset>
  );
}
