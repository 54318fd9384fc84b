import {
  defaultPayRules,
  findGenderedWording,
  findPayHistoryQuestion,
  parsePayRules,
  payHistoryRefusal,
  payRuleFor,
  payRuleProblem,
  showsPayRange,
  showsSalaryByDefault,
  statesPay,
  wordListLanguages,
} from './pay-transparency';
import genderedTitles from './word-lists/gendered-titles.json';
import payHistoryPhrases from './word-lists/pay-history.json';

const after = new Date('2026-12-01T12:00:00Z');
const before = new Date('2026-06-06T23:59:59Z');
const competitive = { type: 'competitive', min: null, max: null, currency: null, period: null };
const range = { type: 'range', min: 45_000, max: 55_000, currency: 'SEK', period: 'monthly' };

describe('pay rules per country', () => {
  it('requires pay in Denmark, Sweden and Finland and recommends it in Norway and Iceland by default, from 7 June 2026', () => {
    expect(['DK', 'SE', 'FI', 'NO', 'IS'].map((code) => payRuleFor(defaultPayRules, code, after).requirement)).toEqual([
      'required',
      'required',
      'required',
      'recommended',
      'recommended',
    ]);
    expect(payRuleFor(defaultPayRules, 'SE', before).requirement).toBe('none');
    expect(payRuleFor(defaultPayRules, 'SE', new Date('2026-06-07T00:00:00Z')).requirement).toBe('required');
    expect(payRuleFor(defaultPayRules, 'DE', after).requirement).toBe('none');
    expect(payRuleFor(defaultPayRules, null, after).requirement).toBe('none');
  });

  it('parses the setting and names the entry it cannot read', () => {
    expect(parsePayRules('SE=required@2027-01-01, NO=recommended@2026-06-07')).toEqual([
      { countryCode: 'SE', requirement: 'required', appliesFrom: '2027-01-01' },
      { countryCode: 'NO', requirement: 'recommended', appliesFrom: '2026-06-07' },
    ]);
    expect(parsePayRules('off')).toEqual([]);
    expect(() => parsePayRules('SE=mandatory@2026-06-07')).toThrow('"SE=mandatory@2026-06-07" is not COUNTRY=required|recommended@YYYY-MM-DD');
    expect(() => parsePayRules('SE=required@2026-06-07,SE=recommended@2026-06-07')).toThrow('SE is listed twice');
  });

  it('refuses "Competitive" where pay is required, naming the country, and asks for the period of a range without one', () => {
    const sweden = payRuleFor(defaultPayRules, 'SE', after);
    expect(payRuleProblem(sweden, competitive)).toEqual({ field: 'salary.type', message: expect.stringContaining('Jobs in Sweden must state the pay in the ad') });
    expect(payRuleProblem(sweden, { ...range, period: null })).toEqual({ field: 'salary.period', message: expect.stringContaining('per month or per year') });
    expect(payRuleProblem(sweden, range)).toBeNull();
    // A starting pay is a range whose ends meet; unpaid states the pay too.
    expect(payRuleProblem(sweden, { ...range, max: 45_000 })).toBeNull();
    expect(payRuleProblem(sweden, { type: 'unpaid' })).toBeNull();
  });

  it('only warns where pay is recommended, and says nothing where no rule applies', () => {
    expect(payRuleProblem(payRuleFor(defaultPayRules, 'NO', after), competitive)?.message).toContain('Jobs in Norway are expected to state the pay');
    expect(payRuleProblem(payRuleFor(defaultPayRules, 'SE', before), competitive)).toBeNull();
    expect(payRuleProblem(payRuleFor(defaultPayRules, 'DE', after), competitive)).toBeNull();
  });

  it('has the job search show salaried ads first in the EU countries', () => {
    expect(['DK', 'SE', 'FI', 'NO', 'IS', 'REMOTE', null].map(showsSalaryByDefault)).toEqual([true, true, true, false, false, false, false]);
  });

  it('tells which ads state pay and which show a range', () => {
    expect(statesPay(range)).toBe(true);
    expect(statesPay(competitive)).toBe(false);
    expect(showsPayRange(range)).toBe(true);
    expect(showsPayRange({ type: 'unpaid' })).toBe(false);
  });
});

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

  it('explains the refusal with the phrase found', () => {
    expect(payHistoryRefusal({ phrase: 'current salary', language: 'en' })).toMatch(/^Questions about pay history are not allowed \("current salary"\)/);
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
