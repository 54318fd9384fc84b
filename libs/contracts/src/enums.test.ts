import { countryCodeSchema, jobSearchCountryOptions, jobSearchCountrySchema, platformMapSchema } from './enums';

describe('countries', () => {
  it('covers the five Nordic countries', () => {
    expect(countryCodeSchema.options).toEqual(['DK', 'SE', 'NO', 'FI', 'IS']);
  });

  it('offers Remote in job search and never NI', () => {
    expect(jobSearchCountryOptions.at(-1)).toEqual({ text: 'Remote', value: 'REMOTE' });
    expect(jobSearchCountrySchema.safeParse('NI').success).toBe(false);
    expect(jobSearchCountryOptions.map((option) => option.text)).toEqual(['Denmark', 'Sweden', 'Norway', 'Finland', 'Iceland', 'Remote']);
  });
});

describe('platformMapSchema', () => {
  it('allows a missing platform flag and rejects unknown platforms', () => {
    expect(platformMapSchema.parse({ main: true })).toEqual({ main: true });
    expect(platformMapSchema.safeParse({ other: true }).success).toBe(false);
  });
});
