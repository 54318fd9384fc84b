import type { AppConfig } from '../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/** The configured file store: the S3 bucket when S3_BUCKET is set, else the UPLOADS_DIR folder. */
export function createFileStore(config: Pick<AppConfig, 's3' | 'uploadsDir'>): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.uploadsDir);
}
