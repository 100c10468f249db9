import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  FileNotFoundError,
  isFileKey,
  newFileKey,
  type ByteRange,
  type FileStore,
  type PutOptions,
  type StoredFile,
} from './file-store.js';
import { createUploadMeter } from './upload-meter.js';

// S3-compatible object storage (AWS S3, MinIO, Ceph, R2, …): what several instances share, so a file stored
// through one is served by every other. Uploads stream through a multipart upload in 8 MB
// parts (two in flight, so at most ~16 MB of a 250 MB archive is in memory); an upload that fails or passes
// maxBytes is aborted, and S3 keeps nothing of a multipart upload that was never completed. Keys are the
// store's own (FILE_KEY_PATTERN), checked before any request is made.

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible servers (https://minio.example:9000); unset for AWS. */
  endpoint?: string;
  /** Path-style URLs (endpoint/bucket/key): what most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bytes per multipart part (S3's minimum is 5 MiB). */
  partSize?: number;
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

export function createS3Client(options: S3FileStoreOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Retries with backoff are the SDK's own (3 attempts); each request is bounded by the socket timeouts below.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
  });
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3FileStore(options: S3FileStoreOptions, client: S3Client = createS3Client(options)): FileStore {
  const Bucket = options.bucket;
  const partSize = options.partSize ?? DEFAULT_PART_SIZE;

  return {
    async put(source: Readable, { maxBytes, prefix, extension }: PutOptions): Promise<StoredFile> {
      const key = newFileKey(prefix, extension);
      let failure: unknown;
      const meter = createUploadMeter(maxBytes);
      // The source's own failure (a client that went away) ends the upload with that error.
      source.once('error', (error) => {
        failure ??= error;
        meter.stream.destroy(error);
      });
      meter.stream.once('error', (error) => {
        failure ??= error;
      });
      source.pipe(meter.stream);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: meter.stream },
        partSize,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => {});
        // A single-part upload that already landed is removed too: nothing of a failed put is kept.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw failure ?? error;
      }
      if (failure) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw failure;
      }
      return { key, size: meter.size(), sha256: meter.sha256() };
    },

    async get(key: string, range?: ByteRange): Promise<Readable> {
      if (!isFileKey(key)) throw new FileNotFoundError(key);
      if (range && range.end <= range.start) throw new RangeError('Empty range');
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end - 1}` : undefined,
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },

    async stat(key: string) {
      if (!isFileKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key: string) {
      if (!isFileKey(key)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
