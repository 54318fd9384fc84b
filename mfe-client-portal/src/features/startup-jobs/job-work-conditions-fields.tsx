import styled from '@emotion/styled';
import { countryCodeSchema, countryNames, type JobInput, type JobInputParsed, nordicLanguageSchema } from '@nordhub/contracts';
import { Checkbox, FieldError, Select } from '@nordhub/design-system';
import { nordicLanguageNames, workingLanguageLabels } from '@nordhub/domain';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { JobFormFieldset } from './job-form-parts';

const StyledGroup = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.sm} ${theme.space.lg}`,
  margin: 0,
  padding: 0,
  border: 0,
  legend: { fontWeight: theme.typography.fontWeights.semibold, padding: 0, marginBottom: theme.space.xs },
}));

const StyledHint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));

const languageOptions = [
  { value: 'ENGLISH', text: `${workingLanguageLabels.ENGLISH}: the team works in English` },
  { value: 'LOCAL_REQUIRED', text: 'A local language is required' },
];

/** Toggles `value` in a list, keeping the list's order of choices. */
function toggled<T extends string>(list: readonly T[], value: T, on: boolean, order: readonly T[]): T[] {
  const next = new Set(list);
  if (on) next.add(value);
  else next.delete(value);
  return order.filter((item) => next.has(item));
}

/**
 * The job form's "Working in the Nordics" part (docs/nordic-filters.md): working language and the
 * local languages it needs, visa sponsorship, relocation support, and for a remote job the
 * countries it may be done from. Seekers filter the job search on each of them.
 */
export function JobWorkConditionsFields({ control }: { control: Control<JobInput, unknown, JobInputParsed> }) {
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
            <StyledGroup aria-describedby={fieldState.error ? 'required-languages-error' : undefined}>
              <legend>Required language (any one of those checked is enough)</legend>
              {nordicLanguageSchema.options.map((code) => (
                <Checkbox
                  key={code}
                  label={nordicLanguageNames[code]}
                  name={field.name}
                  checked={(field.value ?? []).includes(code)}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(toggled(field.value ?? [], code, event.target.checked, nordicLanguageSchema.options))}
                />
              ))}
              {fieldState.error?.message ? <FieldError id="required-languages-error">{fieldState.error.message}</FieldError> : null}
            </StyledGroup>
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
            <StyledGroup aria-describedby="remote-countries-hint">
              <legend>Remote from</legend>
              <StyledHint id="remote-countries-hint">
                The countries the job may be done from. Leave all unchecked for the job’s own country.
              </StyledHint>
              {countryCodeSchema.options.map((code) => (
                <Checkbox
                  key={code}
                  label={countryNames[code]}
                  name={field.name}
                  checked={(field.value ?? []).includes(code)}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    // Countries outside the Nordics (set through the API) are kept as they are.
                    const others = (field.value ?? []).filter((item) => !(countryCodeSchema.options as readonly string[]).includes(item));
                    const nordic = (field.value ?? []).filter((item): item is (typeof countryCodeSchema.options)[number] =>
                      (countryCodeSchema.options as readonly string[]).includes(item),
                    );
                    field.onChange([...toggled(nordic, code, event.target.checked, countryCodeSchema.options), ...others]);
                  }}
                />
              ))}
            </StyledGroup>
          )}
        />
      ) : null}
    </JobFormFieldset>
  );
}
