import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError, FileTooLargeError, isFileKey, type FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file under `dir`, relative, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('local FileStore', () => {
  let root: string;
  let store: FileStore;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hf-files-'));
    store = createLocalFileStore({ root, sweepOnStart: false });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores a stream under a generated key and reads it back whole and by range', async () => {
    const data = Buffer.from('hello, archive world');
    const stored = await store.put(Readable.from([data.subarray(0, 5), data.subarray(5)]), { maxBytes: 100, prefix: 'plugin', extension: '.zip' });
    expect(isFileKey(stored.key)).toBe(true);
    expect(stored.key).toMatch(/^plugin-[0-9a-f]{32}\.zip$/);
    expect(stored.size).toBe(data.length);
    expect(stored.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await readAll(await store.get(stored.key))).toEqual(data);
    expect((await readAll(await store.get(stored.key, { start: 7, end: 14 }))).toString()).toBe('archive');
    expect(await store.stat(stored.key)).toEqual({ size: data.length });
  });

  it('accepts exactly maxBytes and refuses one byte more, keeping nothing', async () => {
    const before = filesUnder(root).length;
    const exact = await store.put(Readable.from([Buffer.alloc(64)]), { maxBytes: 64, prefix: 'plugin' });
    expect(exact.size).toBe(64);
    await expect(store.put(Readable.from([Buffer.alloc(32), Buffer.alloc(33)]), { maxBytes: 64, prefix: 'plugin' }))
      .rejects.toBeInstanceOf(FileTooLargeError);
    expect(filesUnder(root).length).toBe(before + 1);
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('keeps nothing when the source stream fails half-way', async () => {
    const before = filesUnder(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(failing, { maxBytes: 10_000, prefix: 'theme' })).rejects.toThrow('client went away');
    expect(filesUnder(root)).toEqual(before);
  });

  it('never touches a path a key does not allow, and deletes idempotently', async () => {
    writeFileSync(path.join(root, 'outside.txt'), 'secret');
    for (const key of ['../outside.txt', 'outside.txt', 'plugin-../../etc/passwd', '/etc/passwd', 'plugin-%2e%2e']) {
      await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
      expect(await store.stat(key)).toBeNull();
      await store.delete(key);
    }
    expect(filesUnder(root)).toContain('outside.txt');
    const stored = await store.put(Readable.from([Buffer.from('x')]), { maxBytes: 10, prefix: 'image', extension: '.png' });
    await store.delete(stored.key);
    await store.delete(stored.key);
    expect(await store.stat(stored.key)).toBeNull();
    await expect(store.get(stored.key)).rejects.toBeInstanceOf(FileNotFoundError);
  });
});
