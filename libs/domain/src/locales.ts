/**
 * The languages careers sites, white-label feeds, the job widget and applicants' mails can speak.
 * English is every text's fallback; the main site speaks English unless configured otherwise.
 * Tags are BCP 47 as `<html lang>`, hreflang and `Intl` take them (`nb`: Norwegian bokmål).
 */
export const siteLocales = ['en', 'da', 'sv', 'nb', 'fi', 'is'] as const;
export type SiteLocale = (typeof siteLocales)[number];

export const defaultLocale: SiteLocale = 'en';

/** Each language's name in itself, as a language switcher shows it. */
export const localeNames: Record<SiteLocale, string> = {
  en: 'English',
  da: 'Dansk',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  fi: 'Suomi',
  is: 'Íslenska',
};

/** The languages as choices of a select, each named in itself. */
export const siteLocaleChoices: readonly { value: SiteLocale; text: string }[] = siteLocales.map((value) => ({ value, text: localeNames[value] }));

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (siteLocales as readonly string[]).includes(value);
}

/**
 * The language to speak: the requested one when it is offered, else the first offered, else English.
 * `no` and `nn` ask for Norwegian and get bokmål; a region (`sv-FI`) counts as its language.
 */
export function pickLocale(requested: string | null | undefined, offered: readonly SiteLocale[] = siteLocales): SiteLocale {
  const language = (requested ?? '').trim().toLowerCase().split(/[-_]/)[0];
  const asked = language === 'no' || language === 'nn' ? 'nb' : language;
  if (isSiteLocale(asked) && offered.includes(asked)) return asked;
  return offered[0] ?? defaultLocale;
}

/**
 * The languages a site offers, as its switcher lists them: the default first, then the others in
 * `siteLocales` order, each once (the default is offered even when the list leaves it out).
 */
export function offeredLocales(defaultLanguage: SiteLocale, languages: readonly SiteLocale[]): SiteLocale[] {
  return [defaultLanguage, ...siteLocales.filter((locale) => locale !== defaultLanguage && languages.includes(locale))];
}
