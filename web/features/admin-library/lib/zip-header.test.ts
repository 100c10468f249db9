import { describe, expect, it, vi } from 'vitest';
import { pluginMain, zipBytes, zipFile } from '../testing/make-zip';
import { readZipHeader } from './zip-header';

const cacheRocket = pluginMain({
  'Plugin Name': 'Cache Rocket',
  Version: '1.2.0',
  Description: 'Faster pages */',
  Author: 'Someone',
});

/** Records every File.slice range the reader asks for. */
function watchSlices(file: File) {
  const ranges: [number, number][] = [];
  const slice = file.slice.bind(file);
  vi.spyOn(file, 'slice').mockImplementation((start?: number, end?: number, type?: string) => {
    ranges.push([start ?? 0, end ?? file.size]);
    return slice(start, end, type);
  });
  return ranges;
}

describe('readZipHeader', () => {
  it('reads a deflated plugin main file as the server does (slug from the top folder, version tail dropped)', async () => {
    const file = await zipFile('cache-rocket-1.2.0.zip', {
      'cache-rocket-1.2.0/readme.txt': '=== Cache Rocket ===',
      'cache-rocket-1.2.0/includes/other.php': pluginMain({ 'Plugin Name': 'Not the main one' }),
      'cache-rocket-1.2.0/cache-rocket.php': { content: cacheRocket, compress: true },
    });
    expect(await readZipHeader('plugin', file)).toMatchObject({
      file: 'cache-rocket-1.2.0/cache-rocket.php',
      name: 'Cache Rocket',
      version: '1.2.0',
      description: 'Faster pages',
      author: 'Someone',
      slug: 'cache-rocket',
    });
  });

  it('reads a stored (uncompressed) theme style.css and ignores macOS litter', async () => {
    const css = '/*\nTheme Name: Aurora\nVersion: 3.1\nDescription: A calm theme\nAuthor: Studio\n*/\n';
    const file = await zipFile('aurora.zip', {
      '__MACOSX/aurora/._style.css': 'junk',
      'aurora/style.css': { content: css, compress: false },
      'aurora/index.php': '<?php',
    });
    expect(await readZipHeader('theme', file)).toMatchObject({
      name: 'Aurora',
      version: '3.1',
      description: 'A calm theme',
      author: 'Studio',
      slug: 'aurora',
    });
    // A theme zip holds no plugin.
    expect(await readZipHeader('plugin', file)).toBeNull();
  });

  it('reads only small slices of a large archive: the tail, the directory and the header file', async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    for (let i = 0; i < big.length; i++) big[i] = (i * 2654435761) >>> 24; // incompressible-ish noise
    // The main file is deflated and far longer than 8 KB, so only its first compressed bytes are read and inflated.
    const noise = Array.from(big.subarray(0, 200_000), (b) => String.fromCharCode(33 + (b % 90))).join('');
    const bytes = await zipBytes({
      'big-plugin/assets/video.bin': { content: big, compress: false },
      'big-plugin/big-plugin.php': {
        content: pluginMain({ 'Plugin Name': 'Big Plugin', Version: '2.0' }) + noise,
        compress: true,
      },
    });
    const file = new File([bytes], 'big-plugin.zip');
    const ranges = watchSlices(file);
    expect(await readZipHeader('plugin', file)).toMatchObject({
      name: 'Big Plugin',
      version: '2.0',
      slug: 'big-plugin',
    });
    expect(ranges.length).toBeGreaterThanOrEqual(3);
    for (const [start, end] of ranges) expect(end - start).toBeLessThanOrEqual(66 * 1024);
    const read = ranges.reduce((sum, [start, end]) => sum + (end - start), 0);
    expect(read).toBeLessThan(100 * 1024);
    expect(file.size).toBeGreaterThan(3 * 1024 * 1024);
  });

  it('gives null for what it cannot read, so the form stays as it is', async () => {
    expect(await readZipHeader('plugin', new File(['PK\u0003\u0004 not really'], 'x.zip'))).toBeNull();
    expect(
      await readZipHeader(
        'plugin',
        await zipFile('none.zip', { 'none/readme.txt': 'hi', 'none/none.php': '<?php echo 1;' }),
      ),
    ).toBeNull();
    // A damaged directory (the end record points past the file's start of directory) is not guessed at.
    const bytes = await zipBytes({ 'p/p.php': cacheRocket });
    const broken = bytes.slice();
    const eocd = broken.length - 22;
    new DataView(broken.buffer).setUint32(eocd + 16, broken.length, true);
    expect(await readZipHeader('plugin', new File([broken], 'p.zip'))).toBeNull();
    // Encrypted entries are not read (flag bit 0 in the central directory).
    const encrypted = bytes.slice();
    const dv = new DataView(encrypted.buffer);
    const central = dv.getUint32(eocd + 16, true);
    dv.setUint16(central + 8, dv.getUint16(central + 8, true) | 1, true);
    expect(await readZipHeader('plugin', new File([encrypted], 'p.zip'))).toBeNull();
    // A non-ASCII name not marked UTF-8 (bit 11) is decoded otherwise by the server: not guessed at either.
    const accented = await zipBytes({ 'café/café.php': cacheRocket });
    expect(await readZipHeader('plugin', new File([accented], 'cafe.zip'))).toMatchObject({ name: 'Cache Rocket' });
    const unflagged = new DataView(accented.buffer);
    const at = unflagged.getUint32(accented.length - 22 + 16, true);
    unflagged.setUint16(at + 8, unflagged.getUint16(at + 8, true) & ~0x800, true);
    expect(await readZipHeader('plugin', new File([accented], 'cafe.zip'))).toBeNull();
  });
});
