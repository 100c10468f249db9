import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { FileTooLargeError } from './file-store.js';

export interface UploadMeter {
  /** What the store writes goes through this: it passes every chunk on and fails with FileTooLargeError past maxBytes. */
  stream: Transform;
  /** Bytes passed so far. */
  size(): number;
  /** The hex SHA-256 of what passed; read once, when the upload is complete. */
  sha256(): string;
}

/** Counts and hashes an upload on its way into a store, so every store refuses the same uploads and reports the same figures. */
export function createUploadMeter(maxBytes: number): UploadMeter {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new FileTooLargeError(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, size: () => size, sha256: () => hash.digest('hex') };
}
