import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3FileStoreOptions } from '../../storage/s3-file-store.js';

// A real S3-compatible server on loopback for tests (s3rver: S3's REST API over a temp directory, multipart
// uploads included). Not a test file itself.

export interface TestS3Server {
  options: S3FileStoreOptions & { endpoint: string; credentials: { accessKeyId: string; secretAccessKey: string } };
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'hostfree-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'hf-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts the fixed S3RVER/S3RVER key pair.
    options: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
