import path from 'node:path';
import type { Readable } from 'node:stream';

/** What a store knows about one object, without its bytes. */
export interface StoredInfo {
  size: number;
  contentType: string;
  lastModified: Date;
  /** A validator for conditional requests (If-None-Match), quoted as HTTP sends it. */
  etag: string;
}

/** One object's bytes as a stream, with its info; the caller reads or destroys the stream. */
export interface StoredStream extends StoredInfo {
  body: Readable;
}

/**
 * Where uploaded, seeded and rendered files live, by key ("images/<uuid>.png"): the local
 * folder (the embedded default) or an S3-compatible bucket (config `fileStore`). Keys are
 * relative, use "/" and never start with "/"; callers that take a key from a request pass it
 * through `storedKey` first.
 */
export interface FileStore {
  /** 'local' or 's3', for logs and health. */
  readonly kind: 'local' | 's3';
  /** Stores the bytes whole (a reader never sees half an object); replaces an object of that key. */
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredStream | null>;
  /** The object's bytes, or null when there is none. */
  getBuffer(key: string): Promise<Buffer | null>;
  /** The object's info, or null when there is none. */
  head(key: string): Promise<StoredInfo | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * A key taken from a request, normalised, or null when it leaves the store ("..") or names a
 * hidden (dot) entry: the image cache and temporary files are never served as stored files.
 */
export function storedKey(wanted: string): string | null {
  const key = path.posix.normalize(`/${wanted}`).slice(1);
  if (key === '' || key.endsWith('/')) return null;
  if (key.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return null;
  return key;
}

// The types this site stores (uploads accept these; the seed writes SVG logos and PDFs). The S3
// store keeps the type given at upload; the local folder derives it from the extension.
const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type a key's extension stands for; unknown extensions are plain bytes. */
export function contentTypeOf(key: string): string {
  return contentTypes[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
