import { useMessages } from '../../i18n/use-messages';
import { ErrorPage, errorPageTexts, type ErrorPageProps, type ErrorPageTexts } from './error-page';
import { catalog } from './messages/compiled/catalog';

const textIds = Object.keys(errorPageTexts) as Array<keyof ErrorPageTexts>;

/**
 * The error page in the page's language (a careers site's, a feed's). Apart from ErrorPage, which
 * the shell loads at start-up on every page: the English main site needs no message runtime.
 */
export function LocalizedErrorPage(props: Omit<ErrorPageProps, 'texts'>) {
  const t = useMessages(catalog);
  const texts = Object.fromEntries(textIds.map((id) => [id, t(id)])) as ErrorPageTexts;
  return <ErrorPage {...props} texts={texts} />;
}
