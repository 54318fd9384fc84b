import { defineCatalog, loadTranslator, peekTranslator, type CompiledMessages } from './catalog';
import { compileMessage } from './compile';

const compiled = (sources: Record<string, string>) => Object.fromEntries(Object.entries(sources).map(([id, text]) => [id, compileMessage(text)]));

const english = compiled({
  heading: 'Open positions',
  jobs: '{count, plural, one {# open job} other {# open jobs}}',
  remote: '{mode, select, remote {Remote} hybrid {Hybrid} other {On site}}',
  posted: 'Posted {date}',
}) as CompiledMessages<'heading' | 'jobs' | 'remote' | 'posted'>;

function testCatalog(failing = false) {
  const loads: string[] = [];
  const load = (locale: string, messages: Record<string, string>) => () => {
    loads.push(locale);
    return failing ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ messages: compiled(messages) });
  };
  const catalog = defineCatalog({
    name: 'test/catalog',
    en: english,
    load: {
      nb: load('nb', { heading: 'Ledige stillinger', jobs: '{count, plural, one {# ledig stilling} other {# ledige stillinger}}', remote: '{mode, select, remote {Fjernarbeid} hybrid {Hybrid} other {På stedet}}' }),
      da: load('da', {}),
      sv: load('sv', {}),
      fi: load('fi', { jobs: '{count, plural, one {# avoin työpaikka} other {# avointa työpaikkaa}}' }),
      is: load('is', {}),
    },
  });
  return { catalog, loads };
}

describe('a catalog', () => {
  it('speaks English at once, without loading anything', () => {
    const { catalog, loads } = testCatalog();
    const t = peekTranslator(catalog, 'en');
    expect(t?.('heading')).toBe('Open positions');
    expect(t?.('jobs', { count: 1 })).toBe('1 open job');
    expect(t?.('jobs', { count: 1200 })).toBe('1,200 open jobs');
    expect(loads).toEqual([]);
  });

  it('loads only the language asked for, once, and then has it at hand', async () => {
    const { catalog, loads } = testCatalog();
    expect(peekTranslator(catalog, 'nb')).toBeUndefined();
    const [first, second] = await Promise.all([loadTranslator(catalog, 'nb'), loadTranslator(catalog, 'nb')]);
    expect(first).toBe(second);
    expect(loads).toEqual(['nb']);
    expect(peekTranslator(catalog, 'nb')).toBe(first);
    expect(first('heading')).toBe('Ledige stillinger');
  });

  it('writes plurals, selects and numbers by the language’s rules', async () => {
    const { catalog } = testCatalog();
    const nb = await loadTranslator(catalog, 'nb');
    expect(nb('jobs', { count: 1 })).toBe('1 ledig stilling');
    expect(nb('jobs', { count: 1200 })).toBe('1\u00a0200 ledige stillinger');
    expect(nb('remote', { mode: 'remote' })).toBe('Fjernarbeid');
    expect(nb('remote', { mode: 'office' })).toBe('På stedet');
    const fi = await loadTranslator(catalog, 'fi');
    expect(fi('jobs', { count: 3 })).toBe('3 avointa työpaikkaa');
  });

  it('writes a message the language lacks in English', async () => {
    const { catalog } = testCatalog();
    const nb = await loadTranslator(catalog, 'nb');
    expect(nb('posted', { date: '5. mars 2026' })).toBe('Posted 5. mars 2026');
    const fi = await loadTranslator(catalog, 'fi');
    expect(fi('heading')).toBe('Open positions');
  });

  it('stays in English when the language’s chunk fails to load', async () => {
    const { catalog } = testCatalog(true);
    const t = await loadTranslator(catalog, 'sv');
    expect(t('heading')).toBe('Open positions');
  });
});
