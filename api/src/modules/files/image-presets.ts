import { imagePresets, type ImagePreset } from '@nordhub/contracts';
import { imageQualityForScale } from '@nordhub/domain';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { maxImagePixels } from '../uploads/service';

/** Rendered presets live here, inside the file store but never served by /files (dot folder). */
export const IMAGE_CACHE_FOLDER = '.image-cache';

/**
 * One stored image rendered in a preset at a pixel-density scale, as WebP. Presets with a
 * height are cropped to fill (centred); `large` keeps the aspect ratio. Images are never
 * enlarged beyond their own size. Quality follows spec section 9 (60 above 1x).
 */
export async function renderImagePreset(source: Buffer, preset: ImagePreset, scale: number): Promise<Buffer> {
  const { width, height } = imagePresets[preset];
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

/**
 * The preset rendering of the stored image at `relative` inside `root`, from the disk cache or
 * rendered once and cached (written under a temporary name, then renamed, so a reader never
 * sees half a file). Null when the source does not exist.
 */
export async function cachedImagePreset(root: string, relative: string, preset: ImagePreset, scale: number): Promise<Buffer | null> {
  const cacheFile = path.join(root, IMAGE_CACHE_FOLDER, `${preset}@${scale}x`, `${relative}.webp`);
  const cached = await readFile(cacheFile).catch(() => null);
  if (cached) return cached;
  const source = await readFile(path.join(root, relative)).catch(() => null);
  if (!source) return null;
  const rendered = await renderImagePreset(source, preset, scale);
  await mkdir(path.dirname(cacheFile), { recursive: true });
  const temporary = `${cacheFile}.${randomUUID()}.tmp`;
  await writeFile(temporary, rendered);
  await rename(temporary, cacheFile);
  return rendered;
}
