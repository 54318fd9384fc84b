import type { IncomingHttpHeaders } from 'node:http';
import type { VisitorCountry } from '@nordhub/contracts';

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
/** Codes edges send for "unknown" or "not a country" (Cloudflare XX and T1 for Tor, EU for Europe-wide ranges). */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ', 'EU', 'AP', 'A1', 'A2', 'O1']);

/** Languages that name one Nordic country when the Accept-Language tag has no region ("da" is Danish: DK). */
const LANGUAGE_COUNTRY: Record<string, string> = { da: 'DK', fi: 'FI', sv: 'SE', nb: 'NO', nn: 'NO', no: 'NO', is: 'IS' };

function countryCode(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return COUNTRY_CODE.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

const headerValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The country of the most preferred Accept-Language tag that tells one: its region ("da-DK" is
 * DK, "en-US" is US, "zh-Hant-TW" is TW), or for a bare Nordic language its country ("fi" is FI).
 * Tags are taken by quality, then in the order sent; q=0 means "not this one".
 */
export function acceptLanguageCountry(header: string | undefined): string | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { subtags: tag.trim().split('-'), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && entry.subtags[0] !== '' && entry.subtags[0] !== '*')
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { subtags } of tags) {
    const region = subtags.slice(1).find((subtag) => COUNTRY_CODE.test(subtag));
    const code = region ? countryCode(region) : (LANGUAGE_COUNTRY[subtags[0]?.toLowerCase() ?? ''] ?? null);
    if (code) return code;
  }
  return null;
}

/**
 * The visitor's country for this request: the first of `headerNames` (set by the edge or CDN from
 * the client's IP address) holding a country code, else the Accept-Language region, else unknown.
 */
export function detectVisitorCountry(headers: IncomingHttpHeaders, headerNames: readonly string[]): VisitorCountry {
  for (const name of headerNames) {
    const code = countryCode(headerValue(headers, name));
    if (code) return { countryCode: code, source: 'header' };
  }
  const fromLanguage = acceptLanguageCountry(headerValue(headers, 'accept-language'));
  return fromLanguage ? { countryCode: fromLanguage, source: 'accept-language' } : { countryCode: null, source: null };
}
