import { SCALED_IMAGE_QUALITY } from './constants';

/** Preset sizes of the image service (the product spec's entities); `height` absent keeps the aspect ratio. */
export type ImagePresetName = 'thumbnail' | 'listing' | 'large' | 'cover' | 'portrait' | 'social';

/** Pixel-density scales the image service renders (1x, 2x and 3x screens). */
export const IMAGE_SCALES = [1, 2, 3] as const;
export type ImageScale = (typeof IMAGE_SCALES)[number];

/** Quality at 1x; above 1x the spec's 60 keeps the larger files small. */
export const DEFAULT_IMAGE_QUALITY = 80;

/** The product spec's business constants: image quality 60 when scaled above 1x. */
export function imageQualityForScale(scale: number): number {
  return scale > 1 ? SCALED_IMAGE_QUALITY : DEFAULT_IMAGE_QUALITY;
}

/** The image service URL of a stored image in a preset, e.g. /api/images/thumbnail/logos/a.png?scale=2. */
export function imagePresetPath(image: { path: string } | null | undefined, preset: ImagePresetName, scale: ImageScale = 1): string | null {
  if (!image) return null;
  const path = `/api/images/${preset}/${image.path.split('/').map(encodeURIComponent).join('/')}`;
  return scale === 1 ? path : `${path}?scale=${scale}`;
}

/** A srcset with the 1x and 2x renderings of a preset. */
export function imagePresetSrcSet(image: { path: string } | null | undefined, preset: ImagePresetName): string | undefined {
  if (!image) return undefined;
  return `${imagePresetPath(image, preset, 1)} 1x, ${imagePresetPath(image, preset, 2)} 2x`;
}
