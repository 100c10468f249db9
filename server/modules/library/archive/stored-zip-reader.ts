import { PassThrough, Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { FileStore } from '../../../storage/file-store.js';

// yauzl reads a zip by random access: the end record, then the central directory entry by entry (two small
// reads each), then each entry's data. This reader serves those reads from the FileStore through ranged
// gets, so an archive is checked where it is stored (local disk or object storage) without a local copy.
// Small reads go through a block cache: 10,000 directory entries cost a handful of gets, not 20,000.

const BLOCK_BYTES = 64 * 1024;
const CACHED_BLOCKS = 32;

export class StoredZipReader extends yauzl.RandomAccessReader {
  private readonly blocks = new Map<number, Promise<Buffer>>();

  constructor(
    private readonly store: FileStore,
    private readonly key: string,
    private readonly size: number,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    if (end - start <= BLOCK_BYTES) {
      const out = new PassThrough();
      this.readBytes(start, end - start).then(
        (bytes) => out.end(bytes),
        (error: Error) => out.destroy(error),
      );
      return out;
    }
    const out = new PassThrough();
    this.store.get(this.key, { start, end }).then(
      (stream) => {
        stream.on('error', (error) => out.destroy(error));
        out.on('close', () => stream.destroy());
        stream.pipe(out);
      },
      (error: Error) => out.destroy(error),
    );
    return out;
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (err: Error | null, bytesRead?: number) => void,
  ): void {
    this.readBytes(position, length).then(
      (bytes) => {
        bytes.copy(buffer, offset);
        callback(null, bytes.length);
      },
      (error: Error) => callback(error),
    );
  }

  private async readBytes(position: number, length: number): Promise<Buffer> {
    const end = Math.min(position + length, this.size);
    if (end <= position) return Buffer.alloc(0);
    const parts: Buffer[] = [];
    for (let block = Math.floor(position / BLOCK_BYTES); block * BLOCK_BYTES < end; block++) {
      const data = await this.loadBlock(block);
      const blockStart = block * BLOCK_BYTES;
      parts.push(
        data.subarray(
          Math.max(position, blockStart) - blockStart,
          Math.min(end, blockStart + data.length) - blockStart,
        ),
      );
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }

  private loadBlock(block: number): Promise<Buffer> {
    const cached = this.blocks.get(block);
    if (cached) {
      // Refresh its place in the insertion order, which doubles as the LRU order.
      this.blocks.delete(block);
      this.blocks.set(block, cached);
      return cached;
    }
    const start = block * BLOCK_BYTES;
    const loading = this.store.get(this.key, { start, end: Math.min(start + BLOCK_BYTES, this.size) }).then(collect);
    loading.catch(() => this.blocks.delete(block));
    this.blocks.set(block, loading);
    if (this.blocks.size > CACHED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value as number);
    return loading;
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function openStoredZip(store: FileStore, key: string, size: number): Promise<yauzl.ZipFile> {
  return yauzl.fromRandomAccessReaderPromise(new StoredZipReader(store, key, size), size, {
    lazyEntries: true,
    validateEntrySizes: true,
    // Backslashes are refused, not turned into slashes ('..\\x' is a zip-slip attempt on Windows).
    strictFileNames: true,
    decodeStrings: true,
    // Two passes (directory, then data): the caller closes the file when both are done.
    autoClose: false,
  });
}
