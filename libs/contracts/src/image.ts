import * as z from 'zod/mini';

/** A stored image; sized variants are served by the image service from its path. */
export const imageSchema = z.object({
  path: z.string().check(z.minLength(1)),
});
export type Image = z.infer<typeof imageSchema>;

/** A stored file (CV, deal document). */
export const fileSchema = z.object({
  path: z.string().check(z.minLength(1)),
  name: z.optional(z.string()),
  size: z.optional(z.int().check(z.gte(0))),
  contentType: z.optional(z.string()),
});
export type StoredFile = z.infer<typeof fileSchema>;

/** Image-service presets of the product spec's entities; `height` absent means "keep the aspect ratio". */
export const imagePresetSchema = z.enum(['thumbnail', 'listing', 'large', 'cover', 'portrait', 'social']);
export type ImagePreset = z.infer<typeof imagePresetSchema>;
export const imagePresets: Record<ImagePreset, { width: number; height?: number }> = {
  thumbnail: { width: 200, height: 200 },
  listing: { width: 1200, height: 675 },
  large: { width: 1200 },
  cover: { width: 1600, height: 900 },
  portrait: { width: 600, height: 1200 },
  // Open Graph's recommended link-preview size.
  social: { width: 1200, height: 630 },
};

/** The multipart field name of POST /upload/{type} and /upload/image. */
export const UPLOAD_FIELD_NAME = 'file_upload';

/** Response of an upload: where the file now lives. */
export const uploadResponseSchema = z.object({
  path: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  name: z.string(),
  size: z.int().check(z.gte(0)),
  contentType: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
