export { defineCatalog, englishTranslator, loadTranslator, peekTranslator } from './catalog';
export { mainSiteCompleteLocales } from './main-site-locales';
export type { Catalog, CompiledMessage, CompiledMessages, MessageValues, Translate, TranslatedLocale } from './catalog';
