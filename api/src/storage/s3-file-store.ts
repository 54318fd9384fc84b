import { AwsClient } from 'aws4fetch';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { contentTypeOf, type FileStore, type StoredInfo } from './file-store';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's origin (MinIO, R2, s3rver); unset: AWS in `region`. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (endpoint/bucket/key) rather than in the host name (bucket.endpoint/key). */
  forcePathStyle: boolean;
}

/** An S3 answer that was neither success nor "no such object"; the message names no bucket URL. */
export class S3StoreError extends Error {
  override name = 'S3StoreError';
  constructor(
    readonly operation: string,
    readonly s3Status: number,
    readonly s3Code: string,
  ) {
    super(`S3 ${operation} failed: ${s3Status} ${s3Code}`);
  }
}

/** The object store in an S3-compatible bucket, signed with SigV4 over fetch (aws4fetch). */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // aws4fetch retries 5xx and 429 with backoff; a few tries, so a down store fails fast.
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const base = settings.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const urlOf = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;

  const fail = async (operation: string, response: Response): Promise<never> => {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? response.statusText;
    throw new S3StoreError(operation, response.status, code);
  };
  const infoOf = (key: string, response: Response): StoredInfo => {
    const modified = response.headers.get('last-modified');
    return {
      size: Number(response.headers.get('content-length') ?? 0),
      contentType: response.headers.get('content-type') ?? contentTypeOf(key),
      lastModified: modified ? new Date(modified) : new Date(0),
      etag: response.headers.get('etag') ?? '',
    };
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      // S3 makes an object visible only once it is whole, like the local rename.
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        // A Buffer is a Uint8Array; fetch's types only want its ArrayBuffer flavour spelled out.
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType ?? contentTypeOf(key) },
      });
      if (!response.ok) await fail('PUT', response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return fail('GET', response);
      return { ...infoOf(key, response), body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>) };
    },
    async getBuffer(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) return fail('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async head(key) {
      const response = await client.fetch(urlOf(key), { method: 'HEAD' });
      if (response.status === 404) return null;
      if (!response.ok) return fail('HEAD', response);
      return infoOf(key, response);
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      // 204 on success; some servers answer 404 for a missing key, which is what was wanted.
      if (!response.ok && response.status !== 404) await fail('DELETE', response);
      await response.body?.cancel();
    },
  };
}
