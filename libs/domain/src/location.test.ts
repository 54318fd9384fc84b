import { locationCountry, locationPlace, locationShortName } from './location';

describe('locationShortName', () => {
  it('prefers the locality', () => {
    expect(locationShortName({ locality: 'Aarhus', address: 'Åboulevarden 1, 8000 Aarhus' })).toBe('Aarhus');
  });

  it('falls back to the first part of the address', () => {
    expect(locationShortName({ locality: '', address: ' Copenhagen , Denmark' })).toBe('Copenhagen');
    expect(locationShortName({ locality: null, address: 'Oslo' })).toBe('Oslo');
  });

  it('treats a blank locality as missing', () => {
    expect(locationShortName({ locality: '  ', address: 'Helsinki, Finland' })).toBe('Helsinki');
  });

  it('is empty when there is neither', () => {
    expect(locationShortName({})).toBe('');
    expect(locationShortName({ address: '' })).toBe('');
    expect(locationShortName(null)).toBe('');
    expect(locationShortName(undefined)).toBe('');
  });
});

describe('locationCountry', () => {
  it('shows the country', () => {
    expect(locationCountry({ country: 'Sweden' })).toBe('Sweden');
  });

  it("shows '-' when the country is empty or missing", () => {
    expect(locationCountry({ country: '' })).toBe('-');
    expect(locationCountry({ country: '  ' })).toBe('-');
    expect(locationCountry({ country: null })).toBe('-');
    expect(locationCountry({})).toBe('-');
    expect(locationCountry(null)).toBe('-');
  });
});

describe('locationPlace', () => {
  it('names the place, else the country, else a dash', () => {
    expect(locationPlace({ locality: 'Aarhus', country: 'Denmark' })).toBe('Aarhus');
    expect(locationPlace({ address: 'Storgata 1, 0155 Oslo', country: 'Norway' })).toBe('Storgata 1');
    expect(locationPlace({ country: 'Iceland' })).toBe('Iceland');
    expect(locationPlace(null)).toBe('-');
  });
});
