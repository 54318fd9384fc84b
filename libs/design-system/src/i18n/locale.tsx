import { createContext, use, useEffect, type ReactNode } from 'react';
import { defaultLocale, pickLocale, type SiteLocale } from '@nordhub/domain';

// The language a part of the page speaks: a LocaleProvider's (a careers site's), else the page's
// own, `<html lang>` (the main site's, which the shell sets from the runtime config; English as
// built). No provider is shared between the shell and the remotes: the page's language is the
// document's, so it costs the main site's first visit nothing.
const LocaleContext = createContext<SiteLocale | null>(null);

export function LocaleProvider({ locale, children }: { locale: SiteLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The page's language as `<html lang>` says, English where there is no document (the server). */
export const documentLocale = (): SiteLocale => (typeof document === 'undefined' ? defaultLocale : pickLocale(document.documentElement.lang || defaultLocale));

/** The language the page speaks here: the nearest LocaleProvider's, else the page's `<html lang>`. */
export function useLocale(): SiteLocale {
  return use(LocaleContext) ?? documentLocale();
}

/** `<html lang>` follows the page's language (the server writes it first; this keeps it on a change). */
export function useDocumentLanguage(locale: SiteLocale) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
