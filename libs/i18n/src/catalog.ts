import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { defaultLocale, type SiteLocale } from '@nordhub/domain';

/**
 * A message compiled ahead of time (`npm run i18n`): plain text stays a string, anything with an
 * argument, plural or select is the ICU syntax tree, so no browser parses ICU at run time.
 */
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledMessages<Id extends string = string> = Readonly<Record<Id, CompiledMessage>>;

/** The languages a catalog loads on demand; English is inline in every catalog. */
export type TranslatedLocale = Exclude<SiteLocale, 'en'>;

/**
 * The messages of one feature (`<feature>/messages/`, docs/i18n.md): English inline as every
 * message's fallback, each other language a lazy chunk of its own, so a page loads only the
 * language it speaks.
 */
export interface Catalog<Id extends string = string> {
  /** The folder holding the catalog's `messages/`, from the repository's root ("mfe-careers/src/features/careers-site"). */
  readonly name: string;
  readonly en: CompiledMessages<Id>;
  readonly load: Readonly<Record<TranslatedLocale, () => Promise<{ messages: Partial<CompiledMessages<Id>> }>>>;
}

/** Values a message's arguments take: dates and money arrive already formatted (libs/domain format.ts). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Writes one message of a catalog in one language. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

export function defineCatalog<Id extends string>(catalog: Catalog<Id>): Catalog<Id> {
  return catalog;
}

function createTranslator<Id extends string>(locale: SiteLocale, messages: CompiledMessages<Id>): Translate<Id> {
  const formats = new Map<Id, IntlMessageFormat>();
  return (id, values) => {
    const message: CompiledMessage | undefined = messages[id];
    if (message === undefined) return id;
    if (typeof message === 'string') return message;
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(message, locale);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}

/** Translators by catalog and language (a catalog is a module-level constant, so its identity is the key). */
const translators = new WeakMap<Catalog, Map<SiteLocale, Translate<string>>>();

/**
 * A promise that says when it has settled, the way React's `use` reads one (`status`, `value`):
 * `use` on a fulfilled one answers at once instead of suspending for a tick.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };
const promises = new WeakMap<Catalog, Map<SiteLocale, TrackedPromise<Translate<string>>>>();

function fulfilled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

function remember<Id extends string>(catalog: Catalog<Id>, locale: SiteLocale, translate: Translate<Id>): Translate<Id> {
  const byLocale = translators.get(catalog) ?? new Map<SiteLocale, Translate<string>>();
  translators.set(catalog, byLocale);
  byLocale.set(locale, translate as Translate<string>);
  return translate;
}

/**
 * The catalog's translator for the language when it is at hand: English always, another language
 * once `loadTranslator` has loaded it; else undefined.
 */
export function peekTranslator<Id extends string>(catalog: Catalog<Id>, locale: SiteLocale): Translate<Id> | undefined {
  const known = translators.get(catalog)?.get(locale) as Translate<Id> | undefined;
  if (known) return known;
  if (locale === defaultLocale) return remember(catalog, locale, createTranslator(locale, catalog.en));
  return undefined;
}

/** The catalog's English translator, always at hand (a page's words before its language is known). */
export function englishTranslator<Id extends string>(catalog: Catalog<Id>): Translate<Id> {
  return peekTranslator(catalog, defaultLocale) ?? createTranslator(defaultLocale, catalog.en);
}

/**
 * Loads the language's messages (one chunk) and answers its translator; a message the language
 * lacks is written in English. One promise per catalog and language, marked once it has settled,
 * so React's `use` can wait on it and then read it at once. A chunk that fails to load leaves the
 * catalog in English until the page is loaded again.
 */
export function loadTranslator<Id extends string>(catalog: Catalog<Id>, locale: SiteLocale): Promise<Translate<Id>> {
  const byLocale = promises.get(catalog) ?? new Map<SiteLocale, TrackedPromise<Translate<string>>>();
  promises.set(catalog, byLocale);
  const known = byLocale.get(locale) as TrackedPromise<Translate<Id>> | undefined;
  if (known) return known;
  const ready = peekTranslator(catalog, locale);
  if (ready) {
    const promise = fulfilled(ready);
    byLocale.set(locale, promise as TrackedPromise<Translate<string>>);
    return promise;
  }
  const loading: TrackedPromise<Translate<Id>> = catalog.load[locale as TranslatedLocale]()
    .then(({ messages }) => remember(catalog, locale, createTranslator(locale, { ...catalog.en, ...messages })))
    .catch(() => remember(catalog, locale, createTranslator(locale, catalog.en)))
    .then((translate) => Object.assign(loading, { status: 'fulfilled' as const, value: translate }).value);
  loading.status = 'pending';
  byLocale.set(locale, loading as TrackedPromise<Translate<string>>);
  return loading;
}
