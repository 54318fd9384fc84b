import genderedTitles from './word-lists/gendered-titles.json';
import payHistoryPhrases from './word-lists/pay-history.json';

/**
 * The EU Pay Transparency Directive's wording rules for a job ad: no question about the
 * applicant's pay history, gender-neutral titles. The word lists are data (word-lists/*.json),
 * one list per language; the job form and the API apply the same functions.
 */

// Word matching: case-insensitive, on letter boundaries of any script (Nordic letters count as letters).
const normalise = (text: string) => text.toLocaleLowerCase('en').replace(/\s+/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function phrasePattern(phrase: string): RegExp {
  const stem = phrase.endsWith('*');
  const body = escape(normalise(stem ? phrase.slice(0, -1) : phrase)).replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${stem ? '\\p{L}*' : ''}(?![\\p{L}\\p{N}])`, 'u');
}

export type WordListLanguage = 'en' | 'da' | 'sv' | 'nb' | 'fi' | 'is';
export const wordListLanguages: readonly WordListLanguage[] = ['en', 'da', 'sv', 'nb', 'fi', 'is'];

/**
 * A word list's entries in every language with their patterns, compiled on first use, not at
 * import: a few hundred Unicode patterns cost every importer of the domain lib (each server start,
 * each test file) tens of milliseconds, and most never check wording.
 */
function compiledOnFirstUse<Entry, Compiled>(lists: Record<WordListLanguage, unknown>, compile: (entry: Entry, language: WordListLanguage) => Compiled): () => Compiled[] {
  let compiled: Compiled[] | undefined;
  return () => (compiled ??= wordListLanguages.flatMap((language) => (lists[language] as Entry[]).map((entry) => compile(entry, language))));
}

const payHistoryPatternList = compiledOnFirstUse(payHistoryPhrases, (phrase: string, language) => ({ language, phrase: phrase.replace(/\*$/, ''), pattern: phrasePattern(phrase) }));

/** A pay-history phrase found in a question: what matched, and the list's language. */
export interface PayHistoryFinding {
  phrase: string;
  language: WordListLanguage;
}

/** The first pay-history phrase in the text (any of the six languages), or null. */
export function findPayHistoryQuestion(text: string): PayHistoryFinding | null {
  const normalised = normalise(text);
  const hit = payHistoryPatternList().find(({ pattern }) => pattern.test(normalised));
  return hit ? { phrase: hit.phrase, language: hit.language } : null;
}

/** Why a pay-history question is refused (the apply form's and screening questions' rule). */
export const payHistoryRefusal = (finding: PayHistoryFinding) =>
  `Questions about pay history are not allowed ("${finding.phrase}"): under the EU Pay Transparency Directive employers may not ask applicants what they earn or earned. Ask what they expect instead, or state the pay in the ad.`;

type GenderedEntry = { term: string; neutral: string };
const genderedPatternList = compiledOnFirstUse(genderedTitles, (entry: GenderedEntry, language) => ({ ...entry, language, pattern: phrasePattern(entry.term) }));

/** A gendered word in a title or ad, with the neutral form to use instead. */
export interface GenderedWording {
  term: string;
  neutral: string;
  language: WordListLanguage;
}

/** Every gendered term of the lists found in the text, in list order, each once. */
export function findGenderedWording(text: string): GenderedWording[] {
  const normalised = normalise(text);
  return genderedPatternList().filter(({ pattern }) => pattern.test(normalised)).map(({ term, neutral, language }) => ({ term, neutral, language }));
}

/** Each screening question that asks about pay history, with why it is refused (the job form's and the API's check). */
export function screeningQuestionProblems(questions: readonly string[]): { index: number; message: string }[] {
  return questions.flatMap((question, index) => {
    const finding = findPayHistoryQuestion(question);
    return finding ? [{ index, message: payHistoryRefusal(finding) }] : [];
  });
}

/** The job form's warning for one finding. */
export const genderedWordingWarning = ({ term, neutral }: GenderedWording) => `"${term}" reads as gendered; use a neutral form such as "${neutral}".`;
