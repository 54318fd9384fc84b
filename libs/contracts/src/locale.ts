import * as z from 'zod/mini';
import { localeNames, siteLocales } from '@nordhub/domain';

const languageList = siteLocales.map((locale) => `${locale} (${localeNames[locale]})`).join(', ');
/** What a language outside the list is told: "Choose one of en (English), da (Dansk), …". */
export const siteLocaleMessage = `Choose one of ${languageList}`;

/** One of the languages careers sites, feeds and applicants' mails speak (libs/domain locales.ts). */
export const siteLocaleSchema = z.enum(siteLocales, siteLocaleMessage);
