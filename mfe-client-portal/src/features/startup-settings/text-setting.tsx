import styled from '@emotion/styled';
import { applyServerError, useUpdateCompanySettings } from '@nordhub/api-client';
import { companySettingsInputSchema, type CompanySettings } from '@nordhub/contracts';
import { Button, FormMessage, TextField, type TextFieldProps } from '@nordhub/design-system';
import { useShowToast } from '@nordhub/session';
import { useEffect, useRef, useState } from 'react';

/** A setting's form: its parts stacked with the form gap. */
export const SettingForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));
const StyledText = styled.p({ margin: 0 });

/** The company settings that are one line of text, saved on their own and removable. */
export type TextSettingField = 'careersDomain';

export type TextSettingProps = {
  company: string;
  settings: CompanySettings;
  field: TextSettingField;
  /** One sentence above the field: what the setting does, or what it is set to now. */
  intro: string;
  label: string;
  hint: string;
  inputProps?: Pick<TextFieldProps, 'inputMode' | 'autoComplete' | 'spellCheck'>;
  saveLabel: string;
  /** The button that empties the setting, shown while it is set. */
  removeLabel: string;
  /** The toast after saving: the value saved, or null when it was removed. */
  savedMessage: (saved: string | null) => string;
  /** Puts the cursor in the field when the page opens on this setting. */
  focus?: boolean;
};

/**
 * One text setting (PUT companies/{key}/settings with just this field): checked with the
 * contracts' schema before sending; the server's refusal of the field lands on the field, any
 * other failure under the form.
 */
export function TextSetting({ company, settings, field, intro, label, hint, inputProps, saveLabel, removeLabel, savedMessage, focus = false }: TextSettingProps) {
  const update = useUpdateCompanySettings(company);
  const showToast = useShowToast();
  const [value, setValue] = useState(settings[field] ?? '');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

  const save = async (next: string) => {
    const parsed = companySettingsInputSchema.safeParse({ [field]: next });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === field)?.message);
      return;
    }
    setError(undefined);
    setFormError(null);
    try {
      const saved = await update.mutateAsync({ [field]: next });
      setValue(saved[field] ?? '');
      showToast(savedMessage(saved[field]), 'success');
    } catch (caught) {
      setFormError(applyServerError<Record<TextSettingField, string>>(caught, (_name, { message }) => setError(message), [field]));
    }
  };

  return (
    <SettingForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(value);
      }}
    >
      <StyledText>{intro}</StyledText>
      <TextField ref={input} label={label} hint={hint} {...inputProps} value={value} error={error} onChange={(event) => setValue(event.target.value)} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <StyledActions>
        <Button type="submit" loading={update.isPending}>
          {saveLabel}
        </Button>
        {settings[field] ? (
          <Button variant="ghost" onClick={() => void save('')}>
            {removeLabel}
          </Button>
        ) : null}
      </StyledActions>
    </SettingForm>
  );
}
