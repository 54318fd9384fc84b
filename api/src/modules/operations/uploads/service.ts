import { UPLOAD_FIELD_NAME, type UploadType } from '@nordhub/contracts';
import type Sharp from 'sharp';
import { badRequest } from '../../../http-errors';

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
export type ImageType = (typeof imageTypes)[number];

/** Document types of POST /upload/file (CVs, deal documents), also by their first bytes. */
export const documentTypes = [
  { contentType: 'application/pdf', extension: 'pdf', matches: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    // A Word 2007+ file is a zip whose parts name the word/ folder or its content-types list.
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    matches: (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && /\[Content_Types\]\.xml|word\//.test(b.subarray(0, 4096).toString('latin1')),
  },
  {
    contentType: 'application/msword',
    extension: 'doc',
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  },
] as const;

export const maxImageBytes = 5 * 1024 * 1024;
export const maxDocumentBytes = 5 * 1024 * 1024;
/** Larger pictures (in pixels) are refused before decoding: a small file can hide a huge image. */
export const maxImagePixels = 40_000_000;

/**
 * The image library (native, with its own dependencies), loaded on the first image: most
 * requests and most processes (the CLIs, the test suites) never touch an image.
 */
export const loadSharp = async (): Promise<typeof Sharp> => (await import('sharp')).default;

export const imageUploadMessages = {
  missing: 'Choose an image to upload (form field file_upload)',
  type: 'Upload a PNG, JPEG, WebP or GIF image',
  tooLarge: 'The image is larger than 5 MB',
  unreadable: 'The image could not be read; please upload another one',
  tooManyPixels: 'The image has more than 40 megapixels; please upload a smaller one',
} as const;

export const documentUploadMessages = {
  missing: 'Choose a file to upload (form field file_upload)',
  type: 'Upload a PDF or Word document',
  tooLarge: 'The file is larger than 5 MB',
} as const;

export const uploadMessages: Record<UploadType, { missing: string; type: string; tooLarge: string }> = {
  image: imageUploadMessages,
  file: documentUploadMessages,
};

/**
 * The file name as the user will see it again: control characters (NUL, which PostgreSQL text
 * cannot hold, line breaks, escapes) dropped, at most 200 characters. The multipart parser has
 * already cut any folder part ("../../x.png" is "x.png"); the stored path never uses the name.
 */
export function shownFileName(filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return [...filename.replace(/[\u0000-\u001f\u007f]/g, '')].slice(0, 200).join('').trim();
}

/** The image type of these bytes, or null when they are not one we accept. */
export function detectImageType(bytes: Buffer) {
  return imageTypes.find((type) => type.matches(bytes)) ?? null;
}

/** The document type of these bytes, or null when they are not one we accept. */
export function detectDocumentType(bytes: Buffer) {
  return documentTypes.find((type) => type.matches(bytes)) ?? null;
}

const fieldError = (message: string) => badRequest(message, [{ path: UPLOAD_FIELD_NAME, message }]);

/**
 * The image re-encoded in its own format: turned upright by its EXIF orientation and stripped of
 * every metadata block (EXIF with its GPS position, XMP, ICC comments), which sharp drops unless
 * asked to keep them. Bytes that only look like an image fail here with a 400.
 */
export async function cleanImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  try {
    const animated = type.extension === 'gif' || type.extension === 'webp';
    // Animations keep their frames; orientation tags only matter for camera pictures.
    const sharp = await loadSharp();
    const source = sharp(bytes, { limitInputPixels: maxImagePixels, animated });
    const image = animated ? source : source.rotate();
    switch (type.extension) {
      case 'png':
        return await image.png().toBuffer();
      case 'jpg':
        return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'webp':
        return await image.webp({ quality: 90 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
    }
  } catch (error) {
    // A small file declaring a huge picture (a decompression bomb) is refused before decoding.
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw fieldError(tooManyPixels ? imageUploadMessages.tooManyPixels : imageUploadMessages.unreadable);
  }
}
