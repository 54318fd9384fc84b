import styled from '@emotion/styled';
import { useLocale, useMessages } from '@nordhub/design-system';
import { careersSearchInLanguage, careersUrlInLanguage, localeNames, type CareersSiteLanguages } from '@nordhub/domain';
import { Link, useLocation } from 'react-router-dom';
import { catalog } from './messages/compiled/catalog';

/** A careers path (getHref's) in the page's language, so a link keeps the language the visitor chose. */
export function useInLanguage(site: CareersSiteLanguages): (path: string) => string {
  const locale = useLocale();
  return (path) => careersUrlInLanguage(path, locale, site);
}

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
export function LanguageSwitcher({ site }: { site: CareersSiteLanguages }) {
  const t = useMessages(catalog);
  const locale = useLocale();
  const location = useLocation();
  if (site.languages.length < 2) return null;
  return (
    <nav aria-label={t('layout.language')}>
      <StyledLanguages>
        {site.languages.map((language) => {
          const search = careersSearchInLanguage(new URLSearchParams(location.search), language, site).toString();
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
