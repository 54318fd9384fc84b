import { visitorCountrySchema } from '@nordhub/contracts';
import { useAppWithoutDatabase } from '../../../test/test-app';
import { acceptLanguageCountry, detectVisitorCountry } from './visitor-country';

jest.setTimeout(20_000);

describe('acceptLanguageCountry', () => {
  it("takes the region of the most preferred tag that has one", () => {
    expect(acceptLanguageCountry('da-DK,da;q=0.9,en;q=0.8')).toBe('DK');
    expect(acceptLanguageCountry('fi-FI')).toBe('FI');
    expect(acceptLanguageCountry('en;q=0.5, sv-SE;q=0.9')).toBe('SE');
    expect(acceptLanguageCountry('zh-Hant-TW')).toBe('TW');
    expect(acceptLanguageCountry('en-US,de-DE;q=0.8')).toBe('US');
  });

  it('reads a bare Nordic language as its country, and nothing else without a region', () => {
    expect(acceptLanguageCountry('da')).toBe('DK');
    expect(acceptLanguageCountry('nb, en;q=0.5')).toBe('NO');
    expect(acceptLanguageCountry('en, de;q=0.9')).toBeNull();
    expect(acceptLanguageCountry('*')).toBeNull();
    expect(acceptLanguageCountry('da-DK;q=0, en')).toBeNull();
    expect(acceptLanguageCountry('')).toBeNull();
    expect(acceptLanguageCountry(undefined)).toBeNull();
  });
});

describe('detectVisitorCountry', () => {
  const names = ['cf-ipcountry', 'x-vercel-ip-country'];
  it("prefers the edge's country header to the language", () => {
    expect(detectVisitorCountry({ 'x-vercel-ip-country': 'no', 'accept-language': 'fi-FI' }, names)).toEqual({ countryCode: 'NO', source: 'header' });
  });

  it("skips the edge's 'unknown' codes and falls back to Accept-Language", () => {
    expect(detectVisitorCountry({ 'cf-ipcountry': 'XX', 'accept-language': 'fi-FI' }, names)).toEqual({ countryCode: 'FI', source: 'accept-language' });
    expect(detectVisitorCountry({ 'cf-ipcountry': 'T1' }, names)).toEqual({ countryCode: null, source: null });
  });

  it('ignores headers it was not told to trust', () => {
    expect(detectVisitorCountry({ 'cf-ipcountry': 'SE', 'accept-language': 'da-DK' }, [])).toEqual({ countryCode: 'DK', source: 'accept-language' });
  });
});

// No database reads: one PGlite run covers the route.
describe('GET /api/site/visitor-country', () => {
  const { app, buildWith } = useAppWithoutDatabase();

  it('answers per request from the country header, never from a cache', async () => {
    const response = await app().inject({ url: '/api/site/visitor-country', headers: { 'cf-ipcountry': 'DK' } });
    expect(response.statusCode).toBe(200);
    expect(visitorCountrySchema.parse(response.json())).toEqual({ countryCode: 'DK', source: 'header' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('cf-ipcountry, x-vercel-ip-country, cloudfront-viewer-country, accept-language');
    expect(response.headers.etag).toBeUndefined();
    const finnish = await app().inject({ url: '/api/site/visitor-country', headers: { 'cloudfront-viewer-country': 'FI' } });
    expect(finnish.json()).toEqual({ countryCode: 'FI', source: 'header' });
  });

  it('falls back to the Accept-Language region, then to unknown', async () => {
    const danish = await app().inject({ url: '/api/site/visitor-country', headers: { 'accept-language': 'da-DK,da;q=0.9' } });
    expect(danish.json()).toEqual({ countryCode: 'DK', source: 'accept-language' });
    const unknown = await app().inject({ url: '/api/site/visitor-country', headers: { 'accept-language': 'en' } });
    expect(unknown.json()).toEqual({ countryCode: null, source: null });
  });

  it('reads only the headers GEOIP_COUNTRY_HEADER names', async () => {
    const custom = await buildWith({ GEOIP_COUNTRY_HEADER: 'X-Country' });
    try {
      const response = await custom.inject({ url: '/api/site/visitor-country', headers: { 'x-country': 'is', 'cf-ipcountry': 'SE' } });
      expect(response.json()).toEqual({ countryCode: 'IS', source: 'header' });
      expect(response.headers.vary).toBe('x-country, accept-language');
      const spoofed = await custom.inject({ url: '/api/site/visitor-country', headers: { 'cf-ipcountry': 'SE' } });
      expect(spoofed.json()).toEqual({ countryCode: null, source: null });
    } finally {
      await custom.close();
    }
  });

  it('leaves the shared site configuration without a per-visitor guess', async () => {
    const response = await app().inject({ url: '/api/site/configuration-cached', headers: { 'cf-ipcountry': 'DK' } });
    expect(response.json().ipDetectedCountryCode).toBeNull();
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
