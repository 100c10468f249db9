import { crc32 } from 'node:zlib';
import type { Entry, ZipFile } from 'yauzl';
import type { FileStore } from '../../../storage/file-store.js';
import { openStoredZip } from './stored-zip-reader.js';
import { HEADER_SCAN_BYTES, headerCandidateNames } from '../../../../contract/wp-headers.js';

// Checks an uploaded archive without extracting it (security-test-plan D2-D5, P39, P40, P42):
// a real zip (end record and central directory parse), no absolute, '..', backslash or drive-letter names,
// no symbolic links, no encryption, at most `maxEntries` entries and `maxUncompressedBytes` in all. Declared
// sizes are summed from the central directory before any data is read; then every entry is inflated and
// its bytes counted (yauzl's validateEntrySizes) and its CRC checked, so a lying header is caught as well.
// Nested zips are plain data here: nothing is ever extracted.

export interface ArchiveLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export type ArchiveProblem =
  | 'not-a-zip'
  | 'unsafe-entry'
  | 'symlink'
  | 'encrypted'
  | 'too-many-entries'
  | 'too-large-unpacked'
  | 'empty';

export class ArchiveRejectedError extends Error {
  constructor(
    readonly problem: ArchiveProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
    this.name = 'ArchiveRejectedError';
  }
}

export interface ArchiveInspection {
  entryCount: number;
  uncompressedBytes: number;
  /** The single top-level folder every entry sits in (ignoring macOS/Windows litter), or null. */
  topFolder: string | null;
  /** The first 8 KB of each file that may hold a WordPress header, by entry name. */
  headerCandidates: Map<string, Buffer>;
}

const UNIX_FILE_TYPE = 0o170000;
const UNIX_SYMLINK = 0o120000;

/**
 * `verifyAll` false reads only the files that may hold a header (for re-reading an archive that was
 * fully checked when it was uploaded).
 */
export async function inspectArchive(
  store: FileStore,
  key: string,
  size: number,
  limits: ArchiveLimits,
  { verifyAll = true } = {},
): Promise<ArchiveInspection> {
  let zip: ZipFile;
  try {
    zip = await openStoredZip(store, key, size);
  } catch (error) {
    throw new ArchiveRejectedError('not-a-zip', (error as Error).message);
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw new ArchiveRejectedError('too-many-entries', String(zip.entryCount));
    const entries = await readDirectory(zip, limits);
    const files = entries.filter((e) => !e.fileName.endsWith('/'));
    if (files.length === 0) throw new ArchiveRejectedError('empty');
    const { topFolder, candidates } = headerCandidateNames(files.map((e) => e.fileName));
    const wanted = new Set(candidates);
    const headerCandidates = new Map<string, Buffer>();
    let uncompressedBytes = 0;
    for (const entry of files) {
      if (!verifyAll && !wanted.has(entry.fileName)) continue;
      const { bytes, head } = await readEntry(
        zip,
        entry,
        wanted.has(entry.fileName),
        limits.maxUncompressedBytes - uncompressedBytes,
      );
      uncompressedBytes += bytes;
      if (head) headerCandidates.set(entry.fileName, head);
    }
    return { entryCount: entries.length, uncompressedBytes, topFolder, headerCandidates };
  } finally {
    zip.close();
  }
}

/** Pass 1: the central directory only. Names, links and declared sizes are judged before any data is read. */
async function readDirectory(zip: ZipFile, limits: ArchiveLimits): Promise<Entry[]> {
  const entries: Entry[] = [];
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (/[\u0000-\u001f]/.test(entry.fileName)) throw new ArchiveRejectedError('unsafe-entry', entry.fileName);
      if (((entry.externalFileAttributes >>> 16) & UNIX_FILE_TYPE) === UNIX_SYMLINK)
        throw new ArchiveRejectedError('symlink', entry.fileName);
      if (entry.isEncrypted()) throw new ArchiveRejectedError('encrypted', entry.fileName);
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes)
        throw new ArchiveRejectedError('too-large-unpacked', String(declared));
      entries.push(entry);
      if (entries.length > limits.maxEntries) throw new ArchiveRejectedError('too-many-entries');
    }
  } catch (error) {
    throw toArchiveError(error);
  }
  return entries;
}

/** Pass 2: one entry's data, inflated and counted; its CRC must match. */
async function readEntry(
  zip: ZipFile,
  entry: Entry,
  keepHead: boolean,
  budget: number,
): Promise<{ bytes: number; head: Buffer | null }> {
  if (!entry.canDecodeFileData())
    throw new ArchiveRejectedError('not-a-zip', `unsupported compression in ${entry.fileName}`);
  let bytes = 0;
  let crc = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > budget) {
        stream.destroy();
        throw new ArchiveRejectedError('too-large-unpacked');
      }
      crc = crc32(chunk, crc);
      if (keepHead && headBytes < HEADER_SCAN_BYTES) {
        head.push(chunk.subarray(0, HEADER_SCAN_BYTES - headBytes));
        headBytes += head[head.length - 1].length;
      }
    }
  } catch (error) {
    throw toArchiveError(error);
  }
  if (crc !== entry.crc32) throw new ArchiveRejectedError('not-a-zip', `CRC mismatch in ${entry.fileName}`);
  return { bytes, head: keepHead ? Buffer.concat(head) : null };
}

function toArchiveError(error: unknown): ArchiveRejectedError {
  if (error instanceof ArchiveRejectedError) return error;
  const message = (error as Error).message ?? String(error);
  // yauzl's words for zip-slip names (validateFileName with strictFileNames).
  if (/absolute path|invalid relative path|invalid characters in fileName/.test(message))
    return new ArchiveRejectedError('unsafe-entry', message);
  // validateEntrySizes: an entry inflating past its declared size is a lying header, the zip-bomb trick.
  if (/too many bytes in the stream/.test(message)) return new ArchiveRejectedError('too-large-unpacked', message);
  return new ArchiveRejectedError('not-a-zip', message);
}
