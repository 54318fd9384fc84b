import {
  cleanSearchText,
  countryFromSlug,
  hasJobSearchFilters,
  jobSearchCountryChoices,
  jobSearchFromParams,
  jobSearchLocation,
  jobSearchToParams,
  MAX_SEARCH_TEXT_LENGTH,
  placeNameFromSlug,
  placeSlug,
  toJobSearchCountry,
  withJobSearchPage,
} from './job-search-params';

const vocabulary = {
  category: ['backend', 'design'],
  categoryGroup: ['development'],
  positionType: ['full-time', 'part-time'],
  salaryType: ['competitive', 'range'],
  sort: ['relevance', 'newest', 'deadline'],
} as const;

const read = (query: string) => jobSearchFromParams(new URLSearchParams(query), vocabulary);

const countries = [
  { text: 'Denmark', value: 'DK' },
  { text: 'Sweden', value: 'SE' },
  { text: 'Northern Ireland', value: 'NI' },
];

describe('jobSearchFromParams', () => {
  it('reads every known key', () => {
    expect(
      read(
        'search=developer&country=DK&city=Copenhagen&category=backend&categoryGroup=development&positionType=full-time&remote=true&salaryType=range&sort=newest&page=3',
      ),
    ).toEqual({
      search: 'developer',
      country: 'DK',
      city: 'Copenhagen',
      category: 'backend',
      categoryGroup: 'development',
      positionType: 'full-time',
      remote: true,
      salaryType: 'range',
      sort: 'newest',
      page: 3,
    });
  });

  it('gives an empty search for no params', () => {
    expect(read('')).toEqual({});
  });

  it('ignores unknown keys', () => {
    expect(read('foo=bar&pageSize=100&limit=5&company=acme')).toEqual({});
  });

  it('drops blanks and trims text', () => {
    expect(read('search=%20%20&city=&category=&country=&remote=&page=&sort=')).toEqual({});
    expect(read('search=%20designer%20&city=%20Oslo')).toEqual({ search: 'designer', city: 'Oslo' });
  });

  it('cuts text to what the API accepts', () => {
    const long = 'a'.repeat(MAX_SEARCH_TEXT_LENGTH + 50);
    expect(read(`search=${long}`).search).toHaveLength(MAX_SEARCH_TEXT_LENGTH);
  });

  it('ignores enum values the API would reject', () => {
    expect(read('category=astronaut&categoryGroup=x&positionType=FULL&salaryType=free&sort=random')).toEqual({});
  });

  it('accepts countries in any case, REMOTE included, and ignores others (NI too)', () => {
    expect(read('country=se')).toEqual({ country: 'SE' });
    expect(read('country=remote')).toEqual({ country: 'REMOTE' });
    expect(read('country=NI')).toEqual({});
    expect(read('country=Denmark')).toEqual({});
  });

  it('reads booleans in their usual spellings and ignores anything else', () => {
    expect(read('remote=1')).toEqual({ remote: true });
    expect(read('remote=yes')).toEqual({ remote: true });
    expect(read('remote=false')).toEqual({ remote: false });
    expect(read('remote=0')).toEqual({ remote: false });
    expect(read('remote=no')).toEqual({ remote: false });
    expect(read('remote=maybe')).toEqual({});
  });

  it('keeps "Shows salary" only when ticked, in its place in the URL', () => {
    expect(read('withSalary=true')).toEqual({ withSalary: true });
    expect(read('withSalary=false')).toEqual({});
    expect(jobSearchToParams({ withSalary: false }).toString()).toBe('');
    expect(read('withSalary=maybe')).toEqual({});
    expect(jobSearchToParams({ withSalary: true, sort: 'newest', salaryType: 'range' }).toString()).toBe('salaryType=range&withSalary=true&sort=newest');
  });

  it('keeps "Startups that answer" only when ticked, after the salary filter', () => {
    expect(read('responsive=true')).toEqual({ responsive: true });
    expect(read('responsive=false')).toEqual({});
    expect(jobSearchToParams({ responsive: false }).toString()).toBe('');
    expect(jobSearchToParams({ sort: 'newest', responsive: true, withSalary: true }).toString()).toBe('withSalary=true&responsive=true&sort=newest');
  });

  it('keeps whole pages above 1 only', () => {
    expect(read('page=2')).toEqual({ page: 2 });
    expect(read('page=1')).toEqual({});
    expect(read('page=0')).toEqual({});
    expect(read('page=-2')).toEqual({});
    expect(read('page=2.5')).toEqual({});
    expect(read('page=abc')).toEqual({});
    expect(read('page=99999999999999999999')).toEqual({});
  });
});

describe('jobSearchToParams', () => {
  it('writes the keys in a fixed order', () => {
    expect(
      jobSearchToParams({ page: 2, sort: 'newest', remote: true, city: 'Oslo', search: 'dev', country: 'NO', category: 'backend' }).toString(),
    ).toBe('search=dev&country=NO&city=Oslo&category=backend&remote=true&sort=newest&page=2');
  });

  it('leaves out blanks, undefined values and page 1', () => {
    expect(jobSearchToParams({ search: '  ', city: '', page: 1, category: undefined }).toString()).toBe('');
  });

  it('writes remote=false as asked', () => {
    expect(jobSearchToParams({ remote: false }).toString()).toBe('remote=false');
  });

  it('trims and cuts text', () => {
    expect(jobSearchToParams({ search: ' a b ' }).toString()).toBe('search=a+b');
    expect(jobSearchToParams({ city: 'x'.repeat(300) }).get('city')).toHaveLength(MAX_SEARCH_TEXT_LENGTH);
  });

  it('round-trips through the URL', () => {
    const search = { search: 'ux designer', country: 'REMOTE', positionType: 'part-time', salaryType: 'competitive', remote: false, page: 4 } as const;
    expect(read(jobSearchToParams(search).toString())).toEqual(search);
  });
});

describe('small rules', () => {
  it('cleanSearchText trims, cuts and blanks to undefined', () => {
    expect(cleanSearchText(' a ')).toBe('a');
    expect(cleanSearchText('   ')).toBeUndefined();
    expect(cleanSearchText(null)).toBeUndefined();
    expect(cleanSearchText(undefined)).toBeUndefined();
  });

  it('toJobSearchCountry', () => {
    expect(toJobSearchCountry(' fi ')).toBe('FI');
    expect(toJobSearchCountry('REMOTE')).toBe('REMOTE');
    expect(toJobSearchCountry('NI')).toBeUndefined();
    expect(toJobSearchCountry(undefined)).toBeUndefined();
  });

  it('withJobSearchPage sets a page and drops page 1', () => {
    expect(withJobSearchPage({ search: 'a' }, 3)).toEqual({ search: 'a', page: 3 });
    expect(withJobSearchPage({ search: 'a', page: 3 }, 1)).toEqual({ search: 'a' });
  });

  it('hasJobSearchFilters ignores page and sort', () => {
    expect(hasJobSearchFilters({})).toBe(false);
    expect(hasJobSearchFilters({ page: 2, sort: 'newest' })).toBe(false);
    expect(hasJobSearchFilters({ remote: false })).toBe(true);
    expect(hasJobSearchFilters({ search: 'x' })).toBe(true);
  });

  it('placeSlug and placeNameFromSlug', () => {
    expect(placeSlug(' New  York ')).toBe('new-york');
    expect(placeNameFromSlug('new-york')).toBe('New York');
    expect(placeNameFromSlug('k%C3%B8benhavn')).toBe('København');
    expect(placeNameFromSlug('%E0%A4%A')).toBe('%e0%a4%a');
  });

  it('countryFromSlug finds a site country by its name', () => {
    expect(countryFromSlug('denmark', countries)).toEqual({ text: 'Denmark', value: 'DK' });
    expect(countryFromSlug('DENMARK', countries)).toEqual({ text: 'Denmark', value: 'DK' });
    expect(countryFromSlug('northern-ireland', countries)).toEqual({ text: 'Northern Ireland', value: 'NI' });
    expect(countryFromSlug('atlantis', countries)).toBeUndefined();
  });
});

describe('jobSearchLocation', () => {
  it('makes a site country name the country filter', () => {
    expect(jobSearchLocation('denmark', countries)).toEqual({ country: 'DK' });
  });

  it('makes Remote the REMOTE country', () => {
    expect(jobSearchLocation(' Remote ', countries)).toEqual({ country: 'REMOTE' });
  });

  it('treats other text, and countries the search does not know (NI), as a city', () => {
    expect(jobSearchLocation('Aarhus', countries)).toEqual({ city: 'Aarhus' });
    expect(jobSearchLocation('Northern Ireland', countries)).toEqual({ city: 'Northern Ireland' });
  });

  it('gives nothing for blank text', () => {
    expect(jobSearchLocation('  ', countries)).toEqual({});
    expect(jobSearchLocation(null, countries)).toEqual({});
  });
});

describe('jobSearchCountryChoices', () => {
  it('offers the site countries without NI or duplicates, then Remote', () => {
    expect(jobSearchCountryChoices([...countries, { text: 'Denmark again', value: 'dk' }, { text: 'Remote', value: 'REMOTE' }])).toEqual([
      { text: 'Denmark', value: 'DK' },
      { text: 'Sweden', value: 'SE' },
      { text: 'Remote', value: 'REMOTE' },
    ]);
  });
});

describe('key order', () => {
  it('gives the keys in URL order whatever the order in the URL', () => {
    expect(Object.keys(read('page=2&sort=newest&remote=true&search=a'))).toEqual(['search', 'remote', 'sort', 'page']);
  });
});
