import { companyPublishProblems, keyFromName } from './company-profile';

describe('companyPublishProblems', () => {
  it('names every missing field with its message, in form order', () => {
    expect(companyPublishProblems({ name: 'Acme', website: ' ', whatWeDo: { description: '' }, countries: [], logoImage: null })).toEqual([
      { path: 'website', message: 'Please enter the website' },
      { path: 'whatWeDo.description', message: 'Please describe what the startup does' },
      { path: 'countries', message: 'Please choose at least one country' },
      { path: 'logoImage', message: 'Please upload a logo' },
    ]);
  });

  it('finds nothing missing in a complete profile', () => {
    expect(
      companyPublishProblems({ name: 'Acme', website: 'http://acme.example', whatWeDo: { description: 'Rockets' }, countries: [{ countryCode: 'DK' }], logoImage: { path: 'images/a.png' } }),
    ).toEqual([]);
  });
});

describe('keyFromName', () => {
  it.each([
    ['Acme Robotics ApS', 'acme-robotics-aps'],
    ['Søstrene Grønt', 'sostrene-gront'],
    ['Ærø Ålborg Café', 'aero-alborg-cafe'],
    ['  --!!--  ', ''],
  ])('%s -> %s', (name, key) => expect(keyFromName(name)).toBe(key));
});
