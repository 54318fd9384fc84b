import { createContext, use, useEffect, type ReactNode } from 'react';
import { defaultLocale, type SiteLocale } from '@nordhub/domain';
import { loadTranslator, type Catalog, type Translate } from '@nordhub/i18n';

// The language a part of the page speaks. A federation singleton file (tools/federation/shared.cjs),
// so a language the shell sets is the one the remotes' components read. Without a provider a page
// speaks English, which costs it no message chunk.
const LocaleContext = createContext<SiteLocale>(defaultLocale);

export function LocaleProvider({ locale, children }: { locale: SiteLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The language the page speaks here (English outside any LocaleProvider). */
export function useLocale(): SiteLocale {
  return use(LocaleContext);
}

/**
 * The catalog's messages in the page's language. The first use of a language suspends while its
 * chunk loads (the nearest Suspense boundary shows), so a page never flashes English first;
 * English, and a language once loaded, answer at once.
 */
export function useMessages<Id extends string>(catalog: Catalog<Id>): Translate<Id> {
  return use(loadTranslator(catalog, useLocale()));
}

/** `<html lang>` follows the page's language (the server writes it first; this keeps it on a change). */
export function useDocumentLanguage(locale: SiteLocale) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
