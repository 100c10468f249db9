import type { Readable } from 'node:stream';
import { archiveTooLargeMessage, LIBRARY_FILE_FIELDS, LIBRARY_MESSAGES } from '../../../../contract/library.js';
import { AppError } from '../../../errors.js';
import { FileTooLargeError, type FileStore } from '../../../storage/file-store.js';
import type { LibraryKind } from '../repo.js';
import { peekStream } from '../../../storage/peek-stream.js';
import { looksLikeZip, sniffImage, SNIFF_BYTES } from '../../../storage/sniff.js';

/** One part of a multipart upload, as the route hands it over (the service never sees the request). */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; fileName: string; stream: Readable; isTruncated: () => boolean };
export type UploadSource = AsyncIterable<UploadPart>;

export interface ReceivedFile {
  key: string;
  size: number;
  fileName: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  archive: ReceivedFile | null;
  image: ReceivedFile | null;
  /** Every key stored so far: removed again if anything later refuses the upload. */
  storedKeys: string[];
}

export interface UploadLimits {
  maxArchiveBytes: number;
  maxImageBytes: number;
  /** The request's Content-Length, for the 'Selected file is X MB' part of the message. */
  declaredBytes?: number;
}

/**
 * Streams the archive and image of a multipart upload into the FileStore as they arrive and collects the
 * text fields. Types are judged by magic bytes before anything is stored; sizes are enforced while the
 * bytes flow. On any failure — too large, wrong type, a broken or aborted request — every file stored so
 * far is deleted before the error goes on, so a refused upload leaves nothing behind.
 */
export async function receiveUpload(
  source: UploadSource,
  kind: LibraryKind,
  store: FileStore,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  const names = LIBRARY_FILE_FIELDS[kind];
  const received: ReceivedUpload = { fields: {}, archive: null, image: null, storedKeys: [] };
  try {
    for await (const part of source) {
      if (part.type === 'field') {
        received.fields[part.name] = part.value;
      } else if (part.name === names.archive && !received.archive) {
        received.archive = await storeArchive(part, kind, store, limits, received.storedKeys);
      } else if (part.name === names.image && !received.image) {
        received.image = await storeImage(part, store, limits, received.storedKeys);
      } else {
        part.stream.destroy();
        throw new AppError('BAD_REQUEST', LIBRARY_MESSAGES.unexpectedField, { field: part.name });
      }
    }
    return received;
  } catch (error) {
    await discardStored(store, received.storedKeys);
    throw error;
  }
}

export async function discardStored(store: FileStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.delete(key).catch(() => {})));
}

type FilePart = Extract<UploadPart, { type: 'file' }>;

async function storeArchive(
  part: FilePart,
  kind: LibraryKind,
  store: FileStore,
  limits: UploadLimits,
  storedKeys: string[],
) {
  const { head, stream } = await peekStream(part.stream, SNIFF_BYTES);
  // A browser sends an empty part for a file input left empty: that is "no file", not a bad one.
  if (head.length === 0 && !part.fileName) return null;
  if (!looksLikeZip(head)) {
    stream.destroy();
    throw new AppError('BAD_REQUEST', LIBRARY_MESSAGES.notAZip);
  }
  const stored = await putLimited(
    stream,
    store,
    { maxBytes: limits.maxArchiveBytes, prefix: kind, extension: '.zip' },
    storedKeys,
    () => archiveTooLargeMessage(kind, limits.declaredBytes),
  );
  if (part.isTruncated()) throw new AppError('PAYLOAD_TOO_LARGE', archiveTooLargeMessage(kind, limits.declaredBytes));
  return { key: stored.key, size: stored.size, fileName: part.fileName };
}

async function storeImage(part: FilePart, store: FileStore, limits: UploadLimits, storedKeys: string[]) {
  const { head, stream } = await peekStream(part.stream, SNIFF_BYTES);
  if (head.length === 0 && !part.fileName) return null;
  const type = sniffImage(head);
  if (!type) {
    stream.destroy();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', LIBRARY_MESSAGES.imageType);
  }
  const stored = await putLimited(
    stream,
    store,
    { maxBytes: limits.maxImageBytes, prefix: 'image', extension: type.extension },
    storedKeys,
    () => LIBRARY_MESSAGES.imageTooLarge,
  );
  if (part.isTruncated()) throw new AppError('PAYLOAD_TOO_LARGE', LIBRARY_MESSAGES.imageTooLarge);
  return { key: stored.key, size: stored.size, fileName: part.fileName };
}

async function putLimited(
  stream: Readable,
  store: FileStore,
  options: Parameters<FileStore['put']>[1],
  storedKeys: string[],
  tooLarge: () => string,
) {
  try {
    const stored = await store.put(stream, options);
    storedKeys.push(stored.key);
    return stored;
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge());
    throw error;
  }
}
