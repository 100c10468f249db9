import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

// Local disk under DATA_DIR/files: the default for one machine. A file is written to .tmp/ and renamed into
// place only once it is complete, so a reader never sees half a file and a failed upload leaves only a temp
// file that is removed at once (or, after a crash, by the sweep at start-up).

const TEMP_DIR = '.tmp';
const STALE_TEMP_MS = 60 * 60_000;

export interface LocalFileStoreOptions {
  root: string;
  /** Sweep temp files left by a crash (default true). */
  sweepOnStart?: boolean;
}

export function createLocalFileStore({ root, sweepOnStart = true }: LocalFileStoreOptions): FileStore {
  const base = path.resolve(root);
  const tempDir = path.join(base, TEMP_DIR);
  let ready: Promise<void> | null = null;
  const ensureDirs = () => (ready ??= mkdir(tempDir, { recursive: true, mode: 0o700 }).then(() => undefined));
  // Shard directories known to exist, so a burst of writes (seeding) does not mkdir every time.
  const madeDirs = new Set<string>();

  // Keys are checked against FILE_KEY_PATTERN before any path is built, so no key can leave the root.
  function pathOf(key: string): string {
    if (!isFileKey(key)) throw new FileNotFoundError(key);
    const prefix = key.slice(0, key.indexOf('-'));
    const shard = key.slice(prefix.length + 1, prefix.length + 3);
    return path.join(base, prefix, shard, key);
  }

  if (sweepOnStart)
    void ensureDirs()
      .then(() => sweepStaleTemps(tempDir))
      .catch(() => {});

  return {
    async put(source: Readable, { maxBytes, prefix, extension }: PutOptions): Promise<StoredFile> {
      await ensureDirs();
      const key = newFileKey(prefix, extension);
      const temp = path.join(tempDir, `${randomBytes(12).toString('hex')}.part`);
      const meter = createUploadMeter(maxBytes);
      const file = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, meter.stream, file);
        const target = pathOf(key);
        const dir = path.dirname(target);
        if (!madeDirs.has(dir)) {
          await mkdir(dir, { recursive: true, mode: 0o700 });
          madeDirs.add(dir);
        }
        await rename(temp, target).catch(async (error: NodeJS.ErrnoException) => {
          // The directory went away behind our back (an operator cleaned up): make it again, once.
          if (error.code !== 'ENOENT') throw error;
          await mkdir(dir, { recursive: true, mode: 0o700 });
          await rename(temp, target);
        });
      } catch (error) {
        // The write stream opens its file asynchronously, and a pipeline that fails early (a too-large upload's
        // first chunks) rejects before that open has run: unlinking then would find nothing, and the open would
        // create the temp file right after. So the file is removed only once the stream has closed it.
        await closedStream(file);
        await unlink(temp).catch(() => {});
        throw error;
      }
      return { key, size: meter.size(), sha256: meter.sha256() };
    },

    async get(key: string, range?: ByteRange): Promise<Readable> {
      const file = pathOf(key);
      if (range && range.end <= range.start) throw new RangeError('Empty range');
      const stream = createReadStream(file, range ? { start: range.start, end: range.end - 1 } : {});
      // Surface a missing file as FileNotFoundError before the caller starts answering.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ENOENT' ? new FileNotFoundError(key) : error),
        );
      });
      return stream;
    },

    async stat(key: string) {
      if (!isFileKey(key)) return null;
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key: string) {
      if (!isFileKey(key)) return;
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

function closedStream(stream: WriteStream): Promise<void> {
  return stream.closed ? Promise.resolve() : new Promise((resolve) => stream.once('close', () => resolve()));
}

async function sweepStaleTemps(tempDir: string) {
  const cutoff = Date.now() - STALE_TEMP_MS;
  for (const name of await readdir(tempDir)) {
    const file = path.join(tempDir, name);
    const s = await stat(file).catch(() => null);
    if (s && s.mtimeMs < cutoff) await unlink(file).catch(() => {});
  }
}
