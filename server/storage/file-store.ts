import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (plugin and theme archives, their images). Keys are generated here, never taken
 * from a user's file name, so no upload can choose where it lands (security-test-plan P42, P44).
 *
 * The interface is what an S3-compatible store can offer as well:
 * - put → a multipart upload (or PutObject) fed from the stream; on failure AbortMultipartUpload;
 * - get with a range → GetObject with a Range header; stat → HeadObject; delete → DeleteObject.
 * Nothing here hands out a local path, so callers cannot come to depend on one.
 */
export interface FileStore {
  /**
   * Streams `source` into a new file. Rejects with FileTooLargeError as soon as more than `maxBytes` arrive,
   * and with the source's error when it fails; either way nothing is kept.
   */
  put(source: Readable, options: PutOptions): Promise<StoredFile>;
  /** The file's bytes, or the half-open range [start, end). Rejects with FileNotFoundError. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export interface PutOptions {
  maxBytes: number;
  /** A short lowercase word saying what the file is (plugin, theme, image): the key's first part. */
  prefix: string;
  /** '.zip', '.png', …: kept in the key so the content type can be served without another read. */
  extension?: string;
}

export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

export interface ByteRange {
  start: number;
  /** Exclusive. */
  end: number;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
    this.name = 'FileNotFoundError';
  }
}

/** prefix-<128 random bits in hex>[.ext]: the only shape a key can take. */
export const FILE_KEY_PATTERN = /^[a-z]{1,16}-[0-9a-f]{32}(\.[a-z0-9]{1,8})?$/;

export const isFileKey = (key: string): boolean => FILE_KEY_PATTERN.test(key);

export function newFileKey(prefix: string, extension = ''): string {
  const key = `${prefix}-${randomBytes(16).toString('hex')}${extension}`;
  if (!isFileKey(key)) throw new Error(`Bad file key parts: ${prefix} ${extension}`);
  return key;
}
