import { use } from 'react';
import { loadTranslator, type Catalog, type Translate } from '@nordhub/i18n';
import { documentLocale, useLocale } from './locale';

/**
 * The catalog's messages in the page's language (docs/i18n.md). The first use of a language
 * suspends while its chunk loads (the nearest Suspense boundary shows), so a page never flashes
 * English first; English, and a language once loaded, answer at once.
 */
export function useMessages<Id extends string>(catalog: Catalog<Id>): Translate<Id> {
  return use(loadTranslator(catalog, useLocale()));
}

/**
 * Loads the catalog's messages in the page's language (`<html lang>`, which the server writes) before
 * a render: a page the server drew in that language is taken over in it at once, rather than its
 * words waiting behind a Suspense boundary that hydrates only when the chunk has come.
 */
export async function preloadMessages<Id extends string>(catalog: Catalog<Id>): Promise<void> {
  await loadTranslator(catalog, documentLocale());
}
