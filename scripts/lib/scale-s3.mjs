// The object storage of `npm run test:scale` (scripts/test-scale.mjs): s3rver, the S3-compatible
// server the API tests use too (api/src/test/file-stores.ts starts it inside Jest hooks, so it
// cannot be imported from here), on a free loopback port with its objects in a temporary folder
// and the bucket made. `list()` reads the bucket as any S3 client would (ListObjectsV2, signed).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './workspace.mjs';

const apiRequire = createRequire(path.join(root, 'api', 'package.json'));

/** s3rver's fixed keys (it checks the key id; it does not verify SigV4 signatures). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * @param {{ directory: string, bucket: string }} options
 * @returns {Promise<{ endpoint: string, env: Record<string, string>, list(): Promise<string[]>, close(): Promise<void> }>}
 */
export async function startScaleS3({ directory, bucket }) {
  const S3rver = apiRequire('s3rver');
  const { AwsClient } = apiRequire('aws4fetch');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({ ...KEYS, service: 's3', region: 'us-east-1' });
  return {
    endpoint,
    // The API's settings for this bucket (api/src/config.ts; path style follows from S3_ENDPOINT).
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey },
    async list() {
      const keys = [];
      let token = null;
      do {
        const query = new URLSearchParams({ 'list-type': '2', 'max-keys': '1000', ...(token ? { 'continuation-token': token } : {}) });
        const response = await client.fetch(`${endpoint}/${bucket}?${query}`);
        const xml = await response.text();
        if (!response.ok) throw new Error(`listing the bucket ${bucket}: ${response.status} ${xml.slice(0, 200)}`);
        for (const [, key] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(key));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? null : null;
      } while (token);
      return keys;
    },
    close: () => server.close(),
  };
}

function decodeXml(text) {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]);
}
