import { countryName, jobWorkConditionLabels, remoteWorkCountries, workingLanguageLabel, type JobWorkConditions } from './job-work-conditions';
import { jobSearchFromParams, jobSearchToParams } from './job-search-params';

const job = (overrides: Partial<JobWorkConditions> = {}): JobWorkConditions => ({
  isRemote: false,
  location: { countryCode: 'SE' },
  workingLanguage: 'ENGLISH',
  requiredLanguages: [],
  visaSponsorship: false,
  relocationSupport: false,
  remoteCountryCodes: [],
  ...overrides,
});

describe('workingLanguageLabel', () => {
  it('says English is fine, or names the local languages required', () => {
    expect(workingLanguageLabel(job())).toBe('English is fine');
    expect(workingLanguageLabel(job({ workingLanguage: 'LOCAL_REQUIRED', requiredLanguages: ['da'] }))).toBe('Danish required');
    expect(workingLanguageLabel(job({ workingLanguage: 'LOCAL_REQUIRED', requiredLanguages: ['fi', 'sv'] }))).toBe('Finnish or Swedish required');
    expect(workingLanguageLabel(job({ workingLanguage: 'LOCAL_REQUIRED', requiredLanguages: ['da', 'no', 'sv'] }))).toBe('Danish, Norwegian or Swedish required');
    expect(workingLanguageLabel(job({ workingLanguage: 'LOCAL_REQUIRED' }))).toBe('Local language required');
  });
});

describe('remoteWorkCountries', () => {
  it('is empty for an on-site job', () => {
    expect(remoteWorkCountries(job({ remoteCountryCodes: ['SE'] }))).toEqual([]);
  });

  it('is the stated countries, else the job’s country, else the Nordics', () => {
    expect(remoteWorkCountries(job({ isRemote: true, remoteCountryCodes: ['SE', 'FI'] }))).toEqual(['SE', 'FI']);
    expect(remoteWorkCountries(job({ isRemote: true }))).toEqual(['SE']);
    expect(remoteWorkCountries(job({ isRemote: true, location: { countryCode: null } }))).toEqual(['DK', 'SE', 'NO', 'FI', 'IS']);
  });
});

describe('jobWorkConditionLabels', () => {
  it('lists what the job page shows, in order', () => {
    expect(jobWorkConditionLabels(job({ visaSponsorship: true, relocationSupport: true, isRemote: true, remoteCountryCodes: ['SE', 'FI'] }))).toEqual([
      'English is fine',
      'Visa sponsorship',
      'Relocation support',
      'Remote from: Sweden, Finland',
    ]);
    expect(jobWorkConditionLabels(job({ workingLanguage: 'LOCAL_REQUIRED', requiredLanguages: ['da'] }))).toEqual(['Danish required']);
  });

  it('names any country in English', () => {
    expect(countryName('EE')).toBe('Estonia');
    expect(countryName('IS')).toBe('Iceland');
  });

  it('names a country in a site language when given one', () => {
    expect(countryName('SE', 'fi')).toBe('Ruotsi');
    expect(countryName('FI', 'sv')).toBe('Finland');
    expect(countryName('DK', 'nb')).toBe('Danmark');
    expect(countryName('SE', 'en')).toBe('Sweden');
  });
});

describe('the Nordic filters in the job search URL', () => {
  const vocabulary = { category: [], categoryGroup: [], positionType: [], salaryType: [], sort: [] };

  it('reads the yes/no filters and the remote country, ignoring what the API would reject', () => {
    const search = jobSearchFromParams(new URLSearchParams('englishOk=true&visaSponsorship=yes&relocationSupport=false&remoteFrom=se'), vocabulary);
    expect(search).toEqual({ englishOk: true, visaSponsorship: true, remoteFrom: 'SE' });
    expect(jobSearchFromParams(new URLSearchParams('remoteFrom=Sweden&englishOk=maybe'), vocabulary)).toEqual({});
  });

  it('writes only the filters that narrow the search, in a fixed order', () => {
    expect(jobSearchToParams({ remoteFrom: 'FI', visaSponsorship: true, englishOk: true, relocationSupport: false, country: 'SE' }).toString()).toBe(
      'country=SE&englishOk=true&visaSponsorship=true&remoteFrom=FI',
    );
  });
});
