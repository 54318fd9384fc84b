import styled from '@emotion/styled';
import { isApiClientError, useUpdateCareersLanguages } from '@nordhub/api-client';
import { careersLanguagesInputSchema, type CareersLanguages } from '@nordhub/contracts';
import { Button, CheckboxGroup, FormMessage, Select } from '@nordhub/design-system';
import { localeNames, offeredLocales, siteLocales, type SiteLocale } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { useState, type FormEvent } from 'react';

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space.md, maxWidth: '36rem' }));

type LanguageField = 'defaultLanguage' | 'languages';

const languageOptions = siteLocales.map((locale) => ({ value: locale, text: localeNames[locale] }));

/**
 * The careers site's languages: the one a visitor gets first and the ones its switcher offers.
 * Choosing a default offers it too; every rule is the contract's, which the server checks again.
 */
export function CareersLanguagesEditor({ company, languages }: { company: string; languages: CareersLanguages }) {
  const update = useUpdateCareersLanguages(company);
  const showToast = useShowToast();
  const [defaultLanguage, setDefaultLanguage] = useState<SiteLocale>(languages.defaultLanguage);
  const [offered, setOffered] = useState<SiteLocale[]>(languages.languages);
  const [errors, setErrors] = useState<Partial<Record<LanguageField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const chooseDefault = (value: string) => {
    const locale = siteLocales.find((candidate) => candidate === value) ?? defaultLanguage;
    setDefaultLanguage(locale);
    setOffered((current) => offeredLocales(locale, current));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setFormError(null);
    const input = { defaultLanguage, languages: offered };
    const parsed = careersLanguagesInputSchema.safeParse(input);
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message }));
    if (issues.length > 0) {
      setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      return;
    }
    try {
      const saved = await update.mutateAsync(input);
      setDefaultLanguage(saved.languages.defaultLanguage);
      setOffered(saved.languages.languages);
      setErrors({});
      showToast('Languages saved', 'success');
    } catch (caught) {
      if (isApiClientError(caught) && caught.fields.length > 0) {
        setErrors(Object.fromEntries(caught.fields.map((entry) => [entry.path.split('.')[0], entry.message])));
      } else {
        setFormError(caught instanceof Error ? caught.message : 'The languages could not be saved');
      }
    }
  };

  return (
    <StyledForm noValidate aria-label="Careers site languages" onSubmit={(event) => void submit(event)}>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <Select label="Default language" options={languageOptions} value={defaultLanguage} onChange={(event) => chooseDefault(event.target.value)} error={errors.defaultLanguage} />
      <CheckboxGroup
        legend="Languages visitors can switch to"
        hint="Each page shows a switcher between these languages; the default is always one of them."
        options={languageOptions}
        value={offered}
        onChange={(values) => {
          setOffered(offeredLocales(defaultLanguage, siteLocales.filter((locale) => values.includes(locale))));
          setErrors({});
        }}
        error={errors.languages}
      />
      <Button type="submit" loading={update.isPending}>
        Save languages
      </Button>
    </StyledForm>
  );
}
