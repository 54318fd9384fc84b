import { findGenderedWording, findPayHistoryQuestion, payHistoryRefusal, screeningQuestionProblems, wordListLanguages } from './job-ad-wording';
import genderedTitles from './word-lists/gendered-titles.json';
import payHistoryPhrases from './word-lists/pay-history.json';

describe('pay-history questions', () => {
  it.each([
    ['en', 'What is your current salary?', 'current salary'],
    ['en', 'Please share your SALARY HISTORY', 'salary history'],
    ['en', 'How much do you earn today?', 'how much do you earn'],
    ['da', 'Hvad er din nuværende løn?', 'nuværende løn'],
    ['da', 'Hvad tjener du i dag?', 'hvad tjener du'],
    ['sv', 'Vad är din nuvarande lön?', 'nuvarande lön'],
    ['sv', 'Ange din förra lönen', 'förra lön'],
    ['nb', 'Hva er din nåværende lønn?', 'nåværende lønn'],
    ['fi', 'Mikä on nykyinen palkkasi?', 'nykyinen palkka'],
    ['fi', 'Kerro edellisestä palkastasi ja palkkahistoriastasi', 'palkkahistoria'],
    ['is', 'Hver eru núverandi laun þín?', 'núverandi laun'],
  ])('finds the %s question "%s"', (language, question, phrase) => {
    expect(findPayHistoryQuestion(question)).toEqual({ language, phrase });
  });

  it.each([
    'What salary do you expect?',
    'Hvilken løn forventer du?',
    'Vilken lön förväntar du dig?',
    'Hvilken lønn forventer du?',
    'Mikä on palkkatoiveesi?',
    'Hvaða laun viltu?',
    'Do you have experience with currents and salaryless volunteering?',
  ])('lets "%s" through', (question) => {
    expect(findPayHistoryQuestion(question)).toBeNull();
  });

  it('explains the refusal with the phrase found, per screening question', () => {
    expect(payHistoryRefusal({ phrase: 'current salary', language: 'en' })).toMatch(/^Questions about pay history are not allowed \("current salary"\)/);
    expect(screeningQuestionProblems(['Why us?', 'Hvad tjener du i dag?'])).toEqual([{ index: 1, message: expect.stringContaining('("hvad tjener du")') }]);
  });

  it('keeps a list for every language, with no phrase twice', () => {
    for (const language of wordListLanguages) {
      const phrases = payHistoryPhrases[language];
      expect(phrases.length).toBeGreaterThan(5);
      expect(new Set(phrases).size).toBe(phrases.length);
      // Every phrase of the list is found by the matcher in a sentence of its own.
      for (const phrase of phrases) expect(findPayHistoryQuestion(`Q: ${phrase.replace(/\*$/, '')}?`)).not.toBeNull();
    }
  });
});

describe('gendered wording', () => {
  it.each([
    ['Senior Salesman', 'salesman', 'salesperson'],
    ['Chairman of the board', 'chairman', 'chair'],
    ['Erfaren talsmand søges', 'talsmand', 'talsperson'],
    ['Förman till lagret', 'förman', 'arbetsledare'],
    ['Fagmann innen elektro', 'fagmann', 'fagperson'],
    ['Esimies, tuotanto', 'esimies', 'esihenkilö'],
    ['Sölumaður óskast', 'sölumaður', 'sölufulltrúi'],
  ])('finds "%s" and suggests the neutral form', (title, term, neutral) => {
    expect(findGenderedWording(title)).toEqual([expect.objectContaining({ term, neutral })]);
  });

  it('matches whole words only and leaves neutral titles alone', () => {
    expect(findGenderedWording('Salesperson (B2B)')).toEqual([]);
    expect(findGenderedWording('Human resources partner')).toEqual([]);
    expect(findGenderedWording('Mandarin-speaking engineer')).toEqual([]);
  });

  it('keeps a list for every language whose neutral forms are not themselves on a list', () => {
    for (const language of wordListLanguages) {
      const entries = genderedTitles[language];
      expect(entries.length).toBeGreaterThan(3);
      for (const { term, neutral } of entries) {
        expect(findGenderedWording(neutral)).toEqual([]);
        expect(findGenderedWording(term).map((finding) => finding.term)).toContain(term);
      }
    }
  });
});
