// The missing-translation check of `npm test`: every catalog of the repository (each
// `messages/en.json`, docs/i18n.md), in every site language.
import { siteLocales } from '@nordhub/domain';
import { checkCatalogDir, findCatalogs, staleCompiledFiles, staleMainSiteLocalesFile } from './catalog-files';

const catalogs = findCatalogs();

describe.each(catalogs)('the catalog %s', (dir) => {
  const report = checkCatalogDir(dir);

  it.each(siteLocales.filter((locale) => locale !== 'en'))('is translated into %s in full', (locale) => {
    expect(report.missing[locale]).toEqual([]);
  });

  it('has messages that parse, use the arguments English uses and the plural forms each language needs', () => {
    expect(report.problems).toEqual([]);
  });

  it('is compiled from its sources as they are (npm run i18n)', () => {
    expect(staleCompiledFiles(dir)).toEqual([]);
  });
});

it('names the languages the main site may be turned to as its catalogs make them now (npm run i18n)', () => {
  expect(staleMainSiteLocalesFile()).toBeNull();
});

it('finds the catalogs of the features that speak several languages', () => {
  expect(catalogs).toContain('mfe-careers/src/features/careers-site/messages');
});
