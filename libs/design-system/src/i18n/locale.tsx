import { createContext, use, useEffect, type ReactNode } from 'react';
import { defaultLocale, type SiteLocale } from '@nordhub/domain';

// The language a part of the page speaks. A federation singleton file (tools/federation/shared.cjs),
// so a language the shell sets is the one the remotes' components read. Without a provider a page
// speaks English. No message runtime here (use-messages.ts has it): the shell's start-up imports
// this file alone.
const LocaleContext = createContext<SiteLocale>(defaultLocale);

export function LocaleProvider({ locale, children }: { locale: SiteLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The language the page speaks here (English outside any LocaleProvider). */
export function useLocale(): SiteLocale {
  return use(LocaleContext);
}

/** `<html lang>` follows the page's language (the server writes it first; this keeps it on a change). */
export function useDocumentLanguage(locale: SiteLocale) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
