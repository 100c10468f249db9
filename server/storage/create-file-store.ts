import path from 'node:path';
import type { Config } from '../config.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';
import { createS3FileStore } from './s3-file-store.js';

/** The configured FileStore: S3-compatible object storage when S3_BUCKET is set, else local disk. */
export function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore({ root: path.join(config.dataDir, 'files') });
}
