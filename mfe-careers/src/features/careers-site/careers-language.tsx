import styled from '@emotion/styled';
import { type CareersSite } from '@nordhub/contracts';
import { useLocale, useMessages } from '@nordhub/design-system';
import { localeNames, pickLocale, type SiteLocale } from '@nordhub/domain';
import { Link, useLocation } from 'react-router-dom';
import { catalog } from './messages/compiled/catalog';

/** The URL parameter that names a careers page's language (decision 029); the default language has none. */
export const languageParam = 'lang';

type SiteLanguages = Pick<CareersSite, 'defaultLanguage' | 'languages'>;

/** The language a careers page speaks: `?lang=` when the site offers it, else the site's default. */
export const careersLocale = (site: SiteLanguages, search: URLSearchParams): SiteLocale => pickLocale(search.get(languageParam), site.languages);

/** The search with the language set: no parameter for the site's default, `lang=<locale>` otherwise. */
export function searchWithLanguage(search: URLSearchParams, locale: SiteLocale, site: SiteLanguages): URLSearchParams {
  const next = new URLSearchParams(search);
  if (locale === site.defaultLanguage) next.delete(languageParam);
  else next.set(languageParam, locale);
  return next;
}

/** A careers path (getHref's) in the page's language, so a link keeps the language the visitor chose. */
export function useInLanguage(site: SiteLanguages): (path: string) => string {
  const locale = useLocale();
  const search = searchWithLanguage(new URLSearchParams(), locale, site).toString();
  return (path) => (search ? `${path}?${search}` : path);
}

// `<html lang>` follows the page's language: the design system's hook, shared with the white-label feed.
export { useDocumentLanguage } from '@nordhub/design-system';

const StyledLanguages = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: theme.typography.fontSizes.sm,
  '& a[aria-current]': { fontWeight: theme.typography.fontWeights.semibold, textDecoration: 'none', color: theme.colors.text },
}));

/**
 * The languages the site offers, each named in itself, as links to this same page in that
 * language (the path and its other parameters kept); nothing when the site offers one.
 */
export function LanguageSwitcher({ site }: { site: SiteLanguages }) {
  const t = useMessages(catalog);
  const locale = useLocale();
  const location = useLocation();
  if (site.languages.length < 2) return null;
  return (
    <nav aria-label={t('layout.language')}>
      <StyledLanguages>
        {site.languages.map((language) => {
          const search = searchWithLanguage(new URLSearchParams(location.search), language, site).toString();
          return (
            <li key={language}>
              <Link
                to={{ pathname: location.pathname, search: search ? `?${search}` : '' }}
                lang={language}
                hrefLang={language}
                aria-current={language === locale ? 'true' : undefined}
              >
                {localeNames[language]}
              </Link>
            </li>
          );
        })}
      </StyledLanguages>
    </nav>
  );
}
