import S3rver from 's3rver';
import { AwsClient } from 'aws4fetch';
import { readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadConfig } from '../config';
import { createFileStore } from '../storage/create-file-store';
import type { FileStore } from '../storage/file-store';
import { tempDir } from './test-app';

export type FileStoreKind = 'local' | 's3';

const TEST_BUCKET = 'nordhub-test';

export interface TestS3Server {
  /** The environment that points the app's file store at the server's bucket. */
  env(): Record<string, string>;
}

/**
 * A real S3-compatible server (s3rver, files in a temporary folder) for the test file that calls
 * this at its top level: started on a free port before the file's tests, with the bucket made,
 * and stopped after them.
 */
export function useTestS3Server(): TestS3Server {
  let server: S3rver | undefined;
  let folder: ReturnType<typeof tempDir> | undefined;
  let endpoint: string | undefined;
  beforeAll(async () => {
    folder = tempDir('nordhub-s3-');
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder.dir, configureBuckets: [{ name: TEST_BUCKET }] });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
    folder?.remove();
  });
  return {
    env: () => {
      if (!endpoint) throw new Error('The S3 test server is not started yet (use it inside tests or hooks)');
      // s3rver's fixed keys (it checks the key id; it does not verify SigV4 signatures).
      return { S3_BUCKET: TEST_BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    },
  };
}

export interface FileStoreSuiteContext {
  kind: FileStoreKind;
  /** loadConfig environment for this store (UPLOADS_DIR, or the S3 variables); from beforeAll on. */
  env(): Record<string, string>;
  /** The store itself, to look at what the app wrote; from beforeAll on. */
  files(): FileStore;
  /** Every key in the store (the folder's files, or the bucket's objects), sorted: to prove nothing was kept. */
  keys(): Promise<string[]>;
}

/** The files under `dir`, as keys relative to it. */
function folderKeys(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** The bucket's object keys, listed with the S3 API (ListObjectsV2, one page is plenty in tests). */
async function bucketKeys(env: Record<string, string>): Promise<string[]> {
  const client = new AwsClient({ accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '', service: 's3', region: 'us-east-1' });
  const response = await client.fetch(`${env.S3_ENDPOINT}/${env.S3_BUCKET}?list-type=2&max-keys=1000`);
  if (!response.ok) throw new Error(`Listing the test bucket failed: ${response.status}`);
  return [...(await response.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '').sort();
}

/**
 * Declares the suite once per file store: a fresh local folder, and the bucket of the file's S3
 * test server. The same tests then show that both stores behave alike to a caller.
 */
export function forEachFileStore(s3: TestS3Server, suite: (context: FileStoreSuiteContext) => void) {
  for (const kind of ['local', 's3'] as const) {
    describe(`with ${kind === 'local' ? 'local folder' : 'S3'} files`, () => {
      let env: Record<string, string> | undefined;
      let files: FileStore | undefined;
      let folder: ReturnType<typeof tempDir> | undefined;
      beforeAll(() => {
        if (kind === 'local') folder = tempDir('nordhub-files-');
        env = folder ? { UPLOADS_DIR: folder.dir } : s3.env();
        files = createFileStore(loadConfig({ DATA_DIR: '/nonexistent', ...env }));
      });
      afterAll(() => folder?.remove());
      const notYet = () => new Error('The file store is not ready yet (use it inside tests or hooks)');
      suite({
        kind,
        env: () => {
          if (!env) throw notYet();
          return env;
        },
        files: () => {
          if (!files) throw notYet();
          return files;
        },
        keys: async () => {
          if (!env) throw notYet();
          return folder ? folderKeys(folder.dir) : bucketKeys(env);
        },
      });
    });
  }
}
