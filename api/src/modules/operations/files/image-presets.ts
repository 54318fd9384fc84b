import { imagePresets, type ImagePreset } from '@nordhub/contracts';
import { imageQualityForScale } from '@nordhub/domain';
import type { FileStore } from '../../../storage/file-store';
import { loadSharp, maxImagePixels } from '../uploads';

/** Rendered presets live under this key prefix in the file store, never served by /files (dot folder). */
export const IMAGE_CACHE_FOLDER = '.image-cache';

/**
 * One stored image rendered in a preset at a pixel-density scale, as WebP. Presets with a
 * height are cropped to fill (centred); `large` keeps the aspect ratio. Images are never
 * enlarged beyond their own size. Quality follows the product spec's image limits (60 above 1x).
 */
export async function renderImagePreset(source: Buffer, preset: ImagePreset, scale: number): Promise<Buffer> {
  const { width, height } = imagePresets[preset];
  const sharp = await loadSharp();
  return sharp(source, { limitInputPixels: maxImagePixels })
    .rotate()
    .resize({
      width: width * scale,
      height: height === undefined ? undefined : height * scale,
      fit: height === undefined ? 'inside' : 'cover',
      withoutEnlargement: true,
    })
    .webp({ quality: imageQualityForScale(scale) })
    .toBuffer();
}

/** The stored file could not be decoded as an image (a document, a broken upload). */
export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

/**
 * The preset rendering of the stored image at `key`, from the store's cache prefix or rendered
 * once and stored there (the store writes whole objects only). Null when the source does not
 * exist; NotAnImageError when it is not an image. The cache keys start with a dot folder, so
 * /files never serves them.
 */
export async function cachedImagePreset(files: FileStore, key: string, preset: ImagePreset, scale: number): Promise<Buffer | null> {
  const cacheKey = `${IMAGE_CACHE_FOLDER}/${preset}@${scale}x/${key}.webp`;
  const cached = await files.getBuffer(cacheKey);
  if (cached) return cached;
  const source = await files.getBuffer(key);
  if (!source) return null;
  const rendered = await renderImagePreset(source, preset, scale).catch((error: unknown) => {
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  });
  await files.put(cacheKey, rendered, 'image/webp');
  return rendered;
}
