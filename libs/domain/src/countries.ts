/** The Nordic countries the marketplace covers (contracts builds its country enum from this). */
export const nordicCountryCodes = ['DK', 'SE', 'NO', 'FI', 'IS'] as const;
export type NordicCountryCode = (typeof nordicCountryCodes)[number];

/** Their English names. */
export const nordicCountryNames: Record<NordicCountryCode, string> = {
  DK: 'Denmark',
  SE: 'Sweden',
  NO: 'Norway',
  FI: 'Finland',
  IS: 'Iceland',
};

/** The job-search "Remote" pseudo-country. */
export const REMOTE_COUNTRY = 'REMOTE' as const;

/** The site's own country (the product spec's business constants). */
export const SITE_COUNTRY_CODE: NordicCountryCode = 'DK';

export function isNordicCountryCode(code: string): code is NordicCountryCode {
  return (nordicCountryCodes as readonly string[]).includes(code);
}

/** EU member states, for the EU job price. */
export const euCountryCodes = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;
