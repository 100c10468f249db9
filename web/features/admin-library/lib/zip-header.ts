import {
  HEADER_SCAN_BYTES,
  headerCandidateNames,
  readPluginHeader,
  readThemeHeader,
  type WordPressHeader,
} from '../../../../contract/wp-headers.js';
import type { LibraryKind } from '../library-kind';

// Reads a chosen .zip's WordPress header in the browser without reading the whole file (a plugin may be
// 250 MB): the End Of Central Directory from the last ≤ 66 KB, the central directory, then only the local
// header and the first compressed bytes of the files the server would look at (contract/wp-headers.ts).
// Advice only: anything unusual (zip64, encryption, other compression, a damaged directory) gives null and
// the form stays as it is — the server reads the archive again and is the judge.

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_BYTES = 22;
const MAX_COMMENT = 0xffff;
/** A larger central directory is not read here (the server's entry limit keeps real ones far smaller). */
export const MAX_CENTRAL_DIRECTORY_BYTES = 4 * 1024 * 1024;
/** Deflate never grows data by more than a few bytes per block, so this much input gives 8 KB of output. */
const COMPRESSED_SCAN_BYTES = HEADER_SCAN_BYTES + 1024;
const LOCAL_HEADER_BYTES = 30;

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  localOffset: number;
}

async function readRange(file: Blob, start: number, end: number): Promise<Uint8Array<ArrayBuffer>> {
  const blob = file.slice(start, end);
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    }),
  );
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The central directory's place, or null for a zip this reader does not handle. */
function findDirectory(tail: Uint8Array, tailStart: number): { offset: number; size: number; count: number } | null {
  const v = view(tail);
  for (let i = tail.length - EOCD_BYTES; i >= 0; i--) {
    if (v.getUint32(i, true) !== EOCD_SIGNATURE) continue;
    if (i + EOCD_BYTES + v.getUint16(i + 20, true) !== tail.length) continue; // the comment must end the file
    if (i >= 20 && v.getUint32(i - 20, true) === ZIP64_LOCATOR_SIGNATURE) return null;
    const count = v.getUint16(i + 10, true);
    const size = v.getUint32(i + 12, true);
    const offset = v.getUint32(i + 16, true);
    if (v.getUint16(i + 4, true) !== 0 || count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
    if (offset + size > tailStart + i || size > MAX_CENTRAL_DIRECTORY_BYTES) return null;
    return { offset, size, count };
  }
  return null;
}

function parseDirectory(bytes: Uint8Array, count: number): CentralEntry[] | null {
  const v = view(bytes);
  const utf8 = new TextDecoder('utf-8');
  const entries: CentralEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || v.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const nameLength = v.getUint16(at + 28, true);
    const end = at + 46 + nameLength + v.getUint16(at + 30, true) + v.getUint16(at + 32, true);
    if (end > bytes.length) return null;
    const flags = v.getUint16(at + 8, true);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    // A non-ASCII name not marked UTF-8 is CP437 or carries a Unicode Path field to the server (yauzl): not guessed.
    if (!(flags & 0x800) && nameBytes.some((b) => b >= 0x80)) return null;
    entries.push({
      name: utf8.decode(nameBytes),
      flags,
      method: v.getUint16(at + 10, true),
      compressedSize: v.getUint32(at + 20, true),
      localOffset: v.getUint32(at + 42, true),
    });
    at = end;
  }
  return entries;
}

/** Inflates raw deflate data that may be cut short, keeping what came out before the cut. */
async function inflateHead(compressed: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  writer.write(compressed).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    while (total < HEADER_SCAN_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.length;
    }
  } catch {
    // Input cut short: what was inflated so far is the file's beginning.
  }
  reader.cancel().catch(() => undefined);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out.subarray(0, HEADER_SCAN_BYTES);
}

/** The first HEADER_SCAN_BYTES of one entry, or null when this reader cannot read it. */
async function readEntryHead(file: Blob, entry: CentralEntry): Promise<Uint8Array | null> {
  if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) return null;
  const local = await readRange(file, entry.localOffset, entry.localOffset + LOCAL_HEADER_BYTES);
  if (local.length < LOCAL_HEADER_BYTES || view(local).getUint32(0, true) !== LOCAL_SIGNATURE) return null;
  const start =
    entry.localOffset + LOCAL_HEADER_BYTES + view(local).getUint16(26, true) + view(local).getUint16(28, true);
  if (entry.method === 0) return readRange(file, start, start + Math.min(entry.compressedSize, HEADER_SCAN_BYTES));
  if (typeof DecompressionStream === 'undefined') return null;
  return inflateHead(await readRange(file, start, start + Math.min(entry.compressedSize, COMPRESSED_SCAN_BYTES)));
}

/** The plugin's or theme's WordPress header as the server will read it, or null when it cannot be read here. */
export async function readZipHeader(
  kind: LibraryKind,
  file: Blob & { name?: string },
): Promise<WordPressHeader | null> {
  try {
    const tailStart = Math.max(0, file.size - (EOCD_BYTES + MAX_COMMENT));
    const directory = findDirectory(await readRange(file, tailStart, file.size), tailStart);
    if (!directory) return null;
    const entries = parseDirectory(
      await readRange(file, directory.offset, directory.offset + directory.size),
      directory.count,
    );
    if (!entries) return null;
    const files = entries.filter((e) => !e.name.endsWith('/'));
    const { topFolder, candidates } = headerCandidateNames(files.map((e) => e.name));
    // Only the files the kind's reader looks at: a theme's style.css, a plugin's .php files.
    const themeFile = topFolder ? `${topFolder}/style.css` : 'style.css';
    const wanted = candidates.filter((n) => (kind === 'theme' ? n === themeFile : n.toLowerCase().endsWith('.php')));
    const byName = new Map(files.map((e) => [e.name, e]));
    const headerCandidates = new Map<string, Uint8Array>();
    for (const name of wanted) {
      const head = await readEntryHead(file, byName.get(name)!);
      if (!head) return null; // the server would read it (or refuse the zip): do not guess without it
      headerCandidates.set(name, head);
    }
    const sources = { topFolder, headerCandidates };
    return kind === 'plugin' ? readPluginHeader(sources) : readThemeHeader(sources, file.name);
  } catch {
    return null;
  }
}
