import * as z from 'zod/mini';
import { siteLocales } from '@nordhub/domain';

export const siteLocaleMessage = `Choose one of the languages ${siteLocales.join(', ')}`;

/** One of the languages careers sites, feeds and applicants' mails speak (libs/domain siteLocales). */
export const siteLocaleSchema = z.enum(siteLocales, siteLocaleMessage);
