// s3rver ships no types; this is the part the test server uses (s3rver 3.7.1, lib/s3rver.js).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept on disk. */
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Makes the configured buckets and listens. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
