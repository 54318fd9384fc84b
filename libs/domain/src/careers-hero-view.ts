import { videoLinkOf, type VideoLink } from './careers-site';
import { isHexColour } from './colour-contrast';
import { imagePresetPath, imagePresetSrcSet } from './image-presets';

// What a careers hero draws (apart from the rules the contract checks, careers-site.ts, so that
// the contract's schemas do not carry it to every page).

/** The button under the hero: its text is the product's, not the startup's. */
export const CAREERS_SEE_JOBS_TEXT = 'See open jobs';

/** The hero of a careers site whose startup has not set one. */
export const CAREERS_DEFAULT_HEADLINE = 'Join our team';

type HeroFields = {
  headline: string;
  pitch: string;
  picture: { path: string } | null;
  videoUrl: string | null;
  primaryColor: string | null;
  accentColor: string | null;
};

export type CareersHeroView = {
  headline: string;
  pitch: string;
  picture: { src: string; srcSet?: string } | null;
  video: VideoLink | null;
  primaryColor: string | null;
  accentColor: string | null;
};

const usableColour = (colour: string | null) => (colour && isHexColour(colour) ? colour : null);

/** The site's own hero words in the page's language (English unless given): "Join our team", "Open positions at {name}". */
export type CareersHeroWords = { headline: string; openPositions: string };

/**
 * What a careers hero draws, from the startup's hero (null: not set) and its profile: the
 * careers site and the portal's live preview both draw this, so they look the same. Without a
 * hero: "Join our team", the open positions and where, the first gallery picture.
 */
export function careersHeroView(
  hero: HeroFields | null,
  site: { name: string; where: string; galleryPicture: { path: string } | null },
  words: CareersHeroWords = { headline: CAREERS_DEFAULT_HEADLINE, openPositions: `Open positions at ${site.name}` },
): CareersHeroView {
  const picture = hero?.picture ?? site.galleryPicture;
  const src = imagePresetPath(picture, 'cover');
  const srcSet = imagePresetSrcSet(picture, 'cover');
  return {
    headline: hero?.headline.trim() || words.headline,
    pitch: hero ? hero.pitch.trim() : `${words.openPositions}${site.where ? ` · ${site.where}` : ''}`,
    picture: src ? { src, ...(srcSet ? { srcSet } : {}) } : null,
    video: hero?.videoUrl ? videoLinkOf(hero.videoUrl) : null,
    primaryColor: usableColour(hero?.primaryColor ?? null),
    accentColor: usableColour(hero?.accentColor ?? null),
  };
}
