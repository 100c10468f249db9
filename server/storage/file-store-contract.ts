import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { FileNotFoundError, FileTooLargeError, isFileKey, type FileStore } from './file-store.js';

// The behaviour every FileStore promises (file-store.ts), run against each implementation's own test setup
// (local-file-store.test.ts, s3-file-store.test.ts). Not a test file itself.

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface FileStoreUnderTest {
  store: () => FileStore;
  /** Everything the store holds (files, objects, unfinished uploads), to prove a failed put kept nothing. */
  listStored: () => Promise<string[]>;
}

export function fileStoreContract({ store, listStored }: FileStoreUnderTest) {
  it('stores a stream under a generated key and reads it back whole and by range', async () => {
    const data = Buffer.from('hello, archive world');
    const stored = await store().put(Readable.from([data.subarray(0, 5), data.subarray(5)]), {
      maxBytes: 100,
      prefix: 'plugin',
      extension: '.zip',
    });
    expect(isFileKey(stored.key)).toBe(true);
    expect(stored.key).toMatch(/^plugin-[0-9a-f]{32}\.zip$/);
    expect(stored.size).toBe(data.length);
    expect(stored.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await readAll(await store().get(stored.key))).toEqual(data);
    expect((await readAll(await store().get(stored.key, { start: 7, end: 14 }))).toString()).toBe('archive');
    expect(await store().stat(stored.key)).toEqual({ size: data.length });
  });

  it('accepts exactly maxBytes and refuses one byte more, keeping nothing', async () => {
    const before = await listStored();
    const exact = await store().put(Readable.from([Buffer.alloc(64)]), { maxBytes: 64, prefix: 'plugin' });
    expect(exact.size).toBe(64);
    await expect(
      store().put(Readable.from([Buffer.alloc(32), Buffer.alloc(33)]), { maxBytes: 64, prefix: 'plugin' }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect((await listStored()).length).toBe(before.length + 1);
  });

  it('keeps nothing when the source stream fails half-way', async () => {
    const before = await listStored();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store().put(failing, { maxBytes: 10_000, prefix: 'theme' })).rejects.toThrow('client went away');
    expect(await listStored()).toEqual(before);
  });

  it('refuses keys it did not make, and deletes idempotently', async () => {
    for (const key of ['../outside.txt', 'outside.txt', 'plugin-../../etc/passwd', '/etc/passwd', 'plugin-%2e%2e']) {
      await expect(store().get(key)).rejects.toBeInstanceOf(FileNotFoundError);
      expect(await store().stat(key)).toBeNull();
      await store().delete(key);
    }
    const stored = await store().put(Readable.from([Buffer.from('x')]), {
      maxBytes: 10,
      prefix: 'image',
      extension: '.png',
    });
    await store().delete(stored.key);
    await store().delete(stored.key);
    expect(await store().stat(stored.key)).toBeNull();
    await expect(store().get(stored.key)).rejects.toBeInstanceOf(FileNotFoundError);
  });
}
