import { checkCatalog, completeLocales, reportLines } from './check';
import { catalogModule, compiledMessagesModule, compileMessage } from './compile';

const en = { apply: 'Apply', jobs: '{count, plural, one {# job} other {# jobs}}', greeting: 'Hello {name}' };

describe('the missing-translation check', () => {
  it('finds nothing wrong in a catalog translated in full', () => {
    const full = { apply: 'Søk', jobs: '{count, plural, one {# stilling} other {# stillinger}}', greeting: 'Hei {name}' };
    const report = checkCatalog('test', { en, da: full, sv: full, nb: full, fi: full, is: full });
    expect(reportLines(report)).toEqual([]);
    expect(completeLocales(report)).toEqual(['en', 'da', 'sv', 'nb', 'fi', 'is']);
  });

  it('names each language’s missing ids, a language without its file lacking them all', () => {
    const report = checkCatalog('mfe-careers/src/features/careers-site', { en, nb: { apply: 'Søk', jobs: '{count, plural, one {# stilling} other {# stillinger}}', greeting: '  ' } });
    expect(report.missing.nb).toEqual(['greeting']);
    expect(report.missing.is).toEqual(['apply', 'jobs', 'greeting']);
    expect(reportLines(report)).toContain('mfe-careers/src/features/careers-site: nb lacks greeting');
    expect(completeLocales(report)).toEqual(['en']);
  });

  it('reports messages that do not parse, change the arguments, lack a plural form, or are not in English', () => {
    const report = checkCatalog('test', {
      en,
      sv: { apply: 'Ansök {', greeting: 'Hej {namn}', extra: 'Extra' },
      fi: { jobs: '{count, plural, other {# työpaikkaa}}' },
    });
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^sv: apply does not parse/),
        'sv: greeting uses {namn} where English uses {name}',
        'sv: extra is not in English',
        'fi: jobs: plural {count} lacks one',
      ]),
    );
  });
});

describe('compiling messages', () => {
  it('keeps plain text a string and parses the rest ahead of time', () => {
    expect(compileMessage('Apply')).toBe('Apply');
    expect(compileMessage('Hello {name}')).toEqual([
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
    ]);
    expect(() => compileMessage('{count, plural, one {# job}}')).toThrow();
  });

  it('writes English with the catalog’s ids and each other language against them', () => {
    expect(compiledMessagesModule('en', { b: 'B', a: 'A' })).toContain('export type MessageId =\n  | "a"\n  | "b";');
    expect(compiledMessagesModule('nb', { a: 'Å' })).toContain("import type { MessageId } from './en';");
  });

  it('loads each language other than English from a chunk of its own', () => {
    const module = catalogModule('mfe-careers/src/features/careers-site', ['en', 'nb']);
    expect(module).toContain('nb: () => import(/* webpackChunkName: "messages-careers-site-nb" */ \'./nb\')');
    expect(module).not.toContain("'./en')");
  });
});
