import { use } from 'react';
import { loadTranslator, type Catalog, type Translate } from '@nordhub/i18n';
import { useLocale } from './locale';

/**
 * The catalog's messages in the page's language (docs/i18n.md). The first use of a language
 * suspends while its chunk loads (the nearest Suspense boundary shows), so a page never flashes
 * English first; English, and a language once loaded, answer at once.
 */
export function useMessages<Id extends string>(catalog: Catalog<Id>): Translate<Id> {
  return use(loadTranslator(catalog, useLocale()));
}
