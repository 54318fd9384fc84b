import { contrastRatio, isHexColour } from './colour-contrast';
import { pickLocale, type SiteLocale } from './locales';

/** The careers hero's limits (the product's, checked by the contract on both sides). */
export const CAREERS_HEADLINE_MAX = 80;
export const CAREERS_PITCH_MAX = 240;

/** WCAG 2.x AA for normal text: the hero's and the button's white text on the startup's colours. */
export const CAREERS_MIN_CONTRAST = 4.5;

/** The colour every careers-site colour carries white text on. */
export const CAREERS_TEXT_ON_COLOUR = '#ffffff';

export type CareersColourField = 'primaryColor' | 'accentColor';

const colourNames: Record<CareersColourField, string> = { primaryColor: 'primary colour', accentColor: 'accent colour' };

/**
 * What is wrong with a careers-site colour, null when it is fine (or not set): a hex colour
 * (#rgb or #rrggbb) on which white text (the hero on the primary colour, the button on the accent colour)
 * has at least CAREERS_MIN_CONTRAST.
 */
export function careersColourProblem(field: CareersColourField, colour: string | null | undefined): string | null {
  if (colour === null || colour === undefined || colour === '') return null;
  const name = colourNames[field];
  if (!isHexColour(colour)) return `The ${name} must be a colour such as #1d5f8f`;
  const ratio = contrastRatio(CAREERS_TEXT_ON_COLOUR, colour);
  if (ratio >= CAREERS_MIN_CONTRAST) return null;
  // Rounded down, so a colour just short of the rule never reads as 4.5:1.
  const shown = Math.floor(ratio * 10) / 10;
  return `White text on the ${name} ${colour} has a contrast of ${shown}:1; it needs at least ${CAREERS_MIN_CONTRAST}:1 to be readable (WCAG AA): choose a darker colour`;
}

export type VideoLink = { provider: 'YouTube' | 'Vimeo'; id: string; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A YouTube or Vimeo video's address, recognised: its provider, id and a canonical watch URL.
 * Null for anything else (another site, no video id, not https). The careers site links to the
 * video instead of embedding it, so a visitor's browser asks the video site nothing until they click.
 */
export function videoLinkOf(address: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = segments[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtubeId = url.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') youtubeId = segments[1] ?? null;
  }
  if (youtubeId !== null) return YOUTUBE_ID.test(youtubeId) ? { provider: 'YouTube', id: youtubeId, url: `https://www.youtube.com/watch?v=${youtubeId}` } : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((segment) => /^\d{1,12}$/.test(segment));
    return id ? { provider: 'Vimeo', id, url: `https://vimeo.com/${id}` } : null;
  }
  return null;
}

export const careersVideoMessage = 'Please enter the address of a YouTube or Vimeo video, such as https://www.youtube.com/watch?v=…';

/** The URL parameter that names a careers page's language (decision 029); the site's default language has none. */
export const CAREERS_LANGUAGE_PARAM = 'lang';

export type CareersSiteLanguages = { defaultLanguage: SiteLocale; languages: readonly SiteLocale[] };

/** The language a careers page speaks: `?lang=` when the site offers it, else the site's default. */
export const careersLocale = (site: CareersSiteLanguages, search: URLSearchParams): SiteLocale =>
  pickLocale(search.get(CAREERS_LANGUAGE_PARAM), site.languages);

/** The search with the language set: no parameter for the site's default, `lang=<locale>` otherwise. */
export function careersSearchInLanguage(search: URLSearchParams, locale: SiteLocale, site: CareersSiteLanguages): URLSearchParams {
  const next = new URLSearchParams(search);
  if (locale === site.defaultLanguage) next.delete(CAREERS_LANGUAGE_PARAM);
  else next.set(CAREERS_LANGUAGE_PARAM, locale);
  return next;
}

/** A careers page's path or URL (without a search) in a language. */
export function careersUrlInLanguage(url: string, locale: SiteLocale, site: CareersSiteLanguages): string {
  const search = careersSearchInLanguage(new URLSearchParams(), locale, site).toString();
  return search ? `${url}?${search}` : url;
}
