export { defineCatalog, englishTranslator, loadTranslator, peekTranslator } from './catalog';
export type { Catalog, CompiledMessage, CompiledMessages, MessageValues, Translate, TranslatedLocale } from './catalog';
