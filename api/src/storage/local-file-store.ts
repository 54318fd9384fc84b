import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type FileStore, type StoredInfo } from './file-store';

/** The embedded default: objects are files below `root`, the key being their relative path. */
export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    // Keys come from storedKey or from the code; a key that still leaves the folder is a bug.
    if (!file.startsWith(base + path.sep)) throw new Error(`The key leaves the file store: ${key}`);
    return file;
  };
  const info = async (key: string): Promise<StoredInfo | null> => {
    const found = await stat(fileOf(key)).catch(() => null);
    if (!found?.isFile()) return null;
    return {
      size: found.size,
      contentType: contentTypeOf(key),
      lastModified: found.mtime,
      // The form @fastify/static used, so caches keep validating across the change.
      etag: `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`,
    };
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A temporary name, then a rename: readers see the old file or the whole new one.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const found = await info(key);
      if (!found) return null;
      return { ...found, body: createReadStream(fileOf(key)) };
    },
    async getBuffer(key) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) return null;
      return readFile(file);
    },
    head: info,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
