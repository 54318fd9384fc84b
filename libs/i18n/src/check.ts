import { isArgumentElement, isDateElement, isNumberElement, isPluralElement, isSelectElement, isTagElement, isTimeElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { siteLocales, type SiteLocale } from '@nordhub/domain';
import type { MessageSources } from './compile';

/** What the missing-translation check finds in one catalog (docs/i18n.md, "The check"). */
export interface CatalogReport {
  name: string;
  /** Per language, the ids English has and the language lacks (written in English on its pages). */
  missing: Record<SiteLocale, string[]>;
  /** Messages that do not parse, ids English lacks, arguments that differ from English's, plurals without a category the language needs. */
  problems: string[];
}

/** Every argument a message uses ("count", "date"), inside plurals, selects and tags too. */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isArgumentElement(element) || isNumberElement(element) || isDateElement(element) || isTimeElement(element)) into.add(element.value);
    if (isPluralElement(element) || isSelectElement(element)) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (isTagElement(element)) argumentsOf(element.children, into);
  }
  return into;
}

/** The plural categories a language's plurals lack ("nb: ... plural {count} lacks one"). */
function pluralGaps(locale: SiteLocale, elements: readonly MessageFormatElement[], gaps: string[] = []): string[] {
  for (const element of elements) {
    if (isPluralElement(element)) {
      const needed = new Intl.PluralRules(locale, { type: element.pluralType ?? 'cardinal' }).resolvedOptions().pluralCategories;
      const lacking = needed.filter((category) => !(category in element.options));
      if (lacking.length > 0) gaps.push(`plural {${element.value}} lacks ${lacking.join(', ')}`);
    }
    if (isPluralElement(element) || isSelectElement(element)) for (const option of Object.values(element.options)) pluralGaps(locale, option.value, gaps);
    if (isTagElement(element)) pluralGaps(locale, element.children, gaps);
  }
  return gaps;
}

function parsed(text: string): MessageFormatElement[] | Error {
  try {
    return parse(text, { requiresOtherClause: true, ignoreTag: true });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));
const listed = (names: Set<string>) => [...names].map((name) => `{${name}}`).join(' ') || 'none';

/**
 * Checks one catalog's sources in every site language against English: which ids each language
 * lacks, and which messages are wrong (do not parse, use other arguments than English, miss a
 * plural category the language needs, or have an id English does not).
 */
export function checkCatalog(name: string, sources: Partial<Record<SiteLocale, MessageSources>>): CatalogReport {
  const english = sources.en ?? {};
  const problems: string[] = [];
  const missing = Object.fromEntries(siteLocales.map((locale) => [locale, [] as string[]])) as Record<SiteLocale, string[]>;
  const englishArguments = new Map<string, Set<string>>();
  for (const [id, text] of Object.entries(english)) {
    const elements = parsed(text);
    if (elements instanceof Error) problems.push(`en: ${id} does not parse: ${elements.message}`);
    else englishArguments.set(id, argumentsOf(elements));
  }
  for (const locale of siteLocales) {
    const messages = sources[locale] ?? {};
    for (const id of Object.keys(english)) if (typeof messages[id] !== 'string' || messages[id].trim() === '') missing[locale].push(id);
    for (const [id, text] of Object.entries(messages)) {
      if (!(id in english)) {
        problems.push(`${locale}: ${id} is not in English`);
        continue;
      }
      const elements = parsed(text);
      if (elements instanceof Error) {
        problems.push(`${locale}: ${id} does not parse: ${elements.message}`);
        continue;
      }
      const expected = englishArguments.get(id);
      const found = argumentsOf(elements);
      if (expected && !sameSet(expected, found)) problems.push(`${locale}: ${id} uses ${listed(found)} where English uses ${listed(expected)}`);
      for (const gap of pluralGaps(locale, elements)) problems.push(`${locale}: ${id}: ${gap}`);
    }
  }
  return { name, missing, problems };
}

/** A report's lines for people: one per language with gaps, one per problem; none when complete. */
export function reportLines(report: CatalogReport): string[] {
  const gaps = siteLocales.filter((locale) => report.missing[locale].length > 0).map((locale) => `${report.name}: ${locale} lacks ${report.missing[locale].join(', ')}`);
  return [...gaps, ...report.problems.map((problem) => `${report.name}: ${problem}`)];
}

/** The languages in which every id of the catalog is translated (English always). */
export function completeLocales(report: CatalogReport): SiteLocale[] {
  return siteLocales.filter((locale) => report.missing[locale].length === 0);
}
