import { Readable } from 'node:stream';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTooLargeError, type FileStore } from './file-store.js';
import { fileStoreContract, readAll } from './file-store-contract.js';
import { createS3Client, createS3FileStore } from './s3-file-store.js';
import { startS3Server, type TestS3Server } from '../test/kits/s3-server.js';

// The S3 FileStore against a real S3-compatible server on loopback (s3rver), through the AWS SDK.
describe('S3 FileStore', () => {
  let s3: TestS3Server;
  let store: FileStore;
  let client: ReturnType<typeof createS3Client>;
  beforeAll(async () => {
    s3 = await startS3Server();
    client = createS3Client(s3.options);
    // 5 MiB parts (S3's minimum) so a 12 MB file really goes through a multipart upload.
    store = createS3FileStore({ ...s3.options, partSize: 5 * 1024 * 1024 }, client);
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
  });

  const listStored = async () => {
    const objects = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
    const uploads = await client
      .send(new ListMultipartUploadsCommand({ Bucket: s3.options.bucket }))
      .catch(() => ({ Uploads: [] }));
    return [
      ...(objects.Contents ?? []).map((o) => o.Key!),
      ...(uploads.Uploads ?? []).map((u) => `upload:${u.Key}`),
    ].sort();
  };

  fileStoreContract({ store: () => store, listStored });

  it('streams a file larger than one part through a multipart upload and serves ranges of it', async () => {
    const part = Buffer.alloc(4 * 1024 * 1024);
    const data = Buffer.concat([part.fill(1), Buffer.alloc(4 * 1024 * 1024, 2), Buffer.alloc(4 * 1024 * 1024, 3)]);
    const chunks = Array.from({ length: 12 }, (_, i) => data.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    const stored = await store.put(Readable.from(chunks), {
      maxBytes: 20 * 1024 * 1024,
      prefix: 'plugin',
      extension: '.zip',
    });
    expect(stored.size).toBe(data.length);
    expect(await store.stat(stored.key)).toEqual({ size: data.length });
    const middle = await readAll(await store.get(stored.key, { start: 8 * 1024 * 1024 - 2, end: 8 * 1024 * 1024 + 2 }));
    expect([...middle]).toEqual([2, 2, 3, 3]);
  });

  it('aborts a multipart upload that passes maxBytes after several parts, keeping nothing', async () => {
    const before = await listStored();
    const chunks = Array.from({ length: 14 }, () => Buffer.alloc(1024 * 1024, 9));
    await expect(
      store.put(Readable.from(chunks), { maxBytes: 12 * 1024 * 1024, prefix: 'plugin' }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await listStored()).toEqual(before);
  });
});
