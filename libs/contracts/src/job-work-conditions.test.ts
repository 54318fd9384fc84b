import { jobInputSchema, jobSchema } from './job';
import { jobSearchFiltersSchema, jobSearchQuerySchema } from './job-search';
import { jobWorkConditionsSchema } from './job-work-conditions';

const input = {
  title: 'Backend engineer',
  description: 'Build things.',
  category: 'backend',
  positionType: 'full-time',
  location: { locality: 'Stockholm', countryCode: 'SE' },
  isRemote: true,
  expirationDate: '2026-05-01T00:00:00Z',
  salary: { type: 'competitive' },
  receiveApplicants: 'platform',
} as const;

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the job form’s Nordic working conditions', () => {
  it('are optional: a form without them keeps what is stored', () => {
    const parsed = jobInputSchema.parse(input);
    expect(parsed).not.toHaveProperty('workingLanguage');
    expect(parsed).not.toHaveProperty('remoteCountryCodes');
  });

  it('take a working language, local languages, visa, relocation and remote countries (upper-cased)', () => {
    const parsed = jobInputSchema.parse({
      ...input,
      workingLanguage: 'LOCAL_REQUIRED',
      requiredLanguages: ['sv', 'fi'],
      visaSponsorship: true,
      relocationSupport: false,
      remoteCountryCodes: ['se', ' fi '],
    });
    expect(parsed).toMatchObject({ workingLanguage: 'LOCAL_REQUIRED', requiredLanguages: ['sv', 'fi'], visaSponsorship: true, relocationSupport: false, remoteCountryCodes: ['SE', 'FI'] });
  });

  it('name the field and the rule when wrong', () => {
    expect(issues(jobInputSchema.safeParse({ ...input, workingLanguage: 'LOCAL_REQUIRED' }))).toEqual({
      requiredLanguages: 'Please choose the language the job requires',
    });
    expect(issues(jobInputSchema.safeParse({ ...input, workingLanguage: 'GERMAN' }))).toEqual({
      workingLanguage: 'Please choose whether English is fine or a local language is required',
    });
    expect(issues(jobInputSchema.safeParse({ ...input, workingLanguage: 'LOCAL_REQUIRED', requiredLanguages: ['de'] }))).toEqual({
      'requiredLanguages.0': 'Please choose Danish, Swedish, Norwegian, Finnish or Icelandic',
    });
    expect(issues(jobInputSchema.safeParse({ ...input, remoteCountryCodes: ['Sweden'] }))).toEqual({
      'remoteCountryCodes.0': 'Each remote country must be a two-letter country code such as SE',
    });
    expect(issues(jobInputSchema.safeParse({ ...input, visaSponsorship: 'yes' }))).toEqual({ visaSponsorship: 'Visa sponsorship must be yes or no' });
  });

  it('are part of every job the API returns', () => {
    expect(Object.keys(jobWorkConditionsSchema.shape).every((key) => key in jobSchema.shape)).toBe(true);
    expect(jobWorkConditionsSchema.safeParse({ workingLanguage: 'ENGLISH', requiredLanguages: [], visaSponsorship: false, relocationSupport: true, remoteCountryCodes: ['EE'] }).success).toBe(true);
    expect(jobWorkConditionsSchema.safeParse({ workingLanguage: 'ENGLISH', requiredLanguages: [], visaSponsorship: false, relocationSupport: true, remoteCountryCodes: ['ee'] }).success).toBe(false);
  });
});

describe('the job search’s Nordic filters', () => {
  it('parse from a URL: yes/no filters and a country code in any case', () => {
    const query = jobSearchQuerySchema.parse({ englishOk: 'true', visaSponsorship: 'true', relocationSupport: 'false', remoteFrom: 'se' });
    expect(query).toMatchObject({ englishOk: true, visaSponsorship: true, relocationSupport: false, remoteFrom: 'SE' });
    expect(jobSearchQuerySchema.parse({ remoteFrom: '' }).remoteFrom).toBeUndefined();
  });

  it('reject what is not a yes/no or a country code', () => {
    expect(issues(jobSearchQuerySchema.safeParse({ remoteFrom: 'Sweden' }))).toEqual({ remoteFrom: 'Must be a two-letter country code such as SE' });
    expect(Object.keys(issues(jobSearchQuerySchema.safeParse({ englishOk: 'maybe' })))).toEqual(['englishOk']);
  });

  it('can be kept in a saved search', () => {
    expect(jobSearchFiltersSchema.parse({ englishOk: true, visaSponsorship: true, remoteFrom: 'SE' })).toEqual({ englishOk: true, visaSponsorship: true, remoteFrom: 'SE' });
  });
});
