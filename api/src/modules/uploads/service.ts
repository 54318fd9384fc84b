/** Image types the upload accepts, recognised by their first bytes (never by the name or header). */
export const imageTypes = [
  { contentType: 'image/png', extension: 'png', matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { contentType: 'image/jpeg', extension: 'jpg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { contentType: 'image/gif', extension: 'gif', matches: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const maxImageBytes = 5 * 1024 * 1024;

export const imageUploadMessages = {
  missing: 'Choose an image to upload (form field file_upload)',
  type: 'Upload a PNG, JPEG, WebP or GIF image',
  tooLarge: 'The image is larger than 5 MB',
} as const;

/** The image type of these bytes, or null when they are not one we accept. */
export function detectImageType(bytes: Buffer) {
  return imageTypes.find((type) => type.matches(bytes)) ?? null;
}
