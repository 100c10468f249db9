import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { bearer } from '../accounts.js';

// Builders for library tests: real zips (yazl), hand-made hostile ones (craftZip writes any name, mode or size),
// and multipart bodies sent through app.inject.

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer };

export function multipart(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hf${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) },
  };
}

export async function zipOf(
  files: Record<string, string | Buffer>,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, {
      compress: options.compress ?? true,
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as unknown as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function pluginZip(
  slug: string,
  header: { name?: string; version?: string; description?: string } = {},
  extra: Record<string, string | Buffer> = {},
) {
  const lines = ['<?php', '/**'];
  if (header.name !== undefined) lines.push(` * Plugin Name: ${header.name}`);
  if (header.version !== undefined) lines.push(` * Version: ${header.version}`);
  if (header.description !== undefined) lines.push(` * Description: ${header.description}`);
  lines.push(' */');
  return zipOf({
    [`${slug}/${slug}.php`]: lines.join('\n'),
    [`${slug}/readme.txt`]: `=== ${header.name ?? slug} ===\n`,
    ...extra,
  });
}

export function themeZip(
  slug: string,
  header: { name?: string; version?: string; description?: string; author?: string } = {},
) {
  const lines = ['/*'];
  if (header.name !== undefined) lines.push(`Theme Name: ${header.name}`);
  if (header.author !== undefined) lines.push(`Author: ${header.author}`);
  if (header.version !== undefined) lines.push(`Version: ${header.version}`);
  if (header.description !== undefined) lines.push(`Description: ${header.description}`);
  lines.push('*/');
  return zipOf({ [`${slug}/style.css`]: lines.join('\n'), [`${slug}/index.php`]: '<?php\n' });
}

export interface CraftedEntry {
  name: string;
  data?: Buffer;
  /** Unix mode in the upper 16 bits of the external attributes (0o120777 = a symbolic link). */
  unixMode?: number;
  /** Deflate the data (default: stored). */
  deflate?: boolean;
  /** Uncompressed size to claim instead of the real one (a lying header). */
  declaredSize?: number;
}

/**
 * A zip written byte by byte, so entry names, modes and sizes are exactly what a test says: zip libraries
 * (adm-zip, yazl) clean '../' and absolute names, which is what hostile archives do not do.
 */
export function craftZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = e.data ?? Buffer.from('x');
    const body = e.deflate ? deflateRawSync(data) : data;
    const crc = crc32(data);
    const size = e.declaredSize ?? data.length;
    const method = e.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const many = entries.length > 0xffff;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(many ? 0xffff : entries.length, 8);
  end.writeUInt16LE(many ? 0xffff : entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  if (!many) return Buffer.concat([...locals, directory, end]);
  // More entries than the classic end record can count: the ZIP64 end record and its locator.
  const zip64End = Buffer.alloc(56);
  zip64End.writeUInt32LE(0x06064b50, 0);
  zip64End.writeBigUInt64LE(44n, 4);
  zip64End.writeUInt16LE(45, 12);
  zip64End.writeUInt16LE(45, 14);
  zip64End.writeBigUInt64LE(BigInt(entries.length), 24);
  zip64End.writeBigUInt64LE(BigInt(entries.length), 32);
  zip64End.writeBigUInt64LE(BigInt(directory.length), 40);
  zip64End.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([...locals, directory, zip64End, locator, end]);
}

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface UploadOptions {
  kind?: 'plugin' | 'theme';
  token: string;
  archive?: Buffer | null;
  archiveName?: string;
  image?: Buffer;
  imageName?: string;
  fields?: Record<string, string>;
  method?: 'POST' | 'PUT';
  id?: number;
}

export const defaultPluginFields = {
  name: 'Test Plugin',
  description: 'Does useful things',
  category: 'forms',
  version: '1.0.0',
};

export async function upload(app: FastifyInstance, o: UploadOptions) {
  const kind = o.kind ?? 'plugin';
  const names =
    kind === 'plugin' ? { archive: 'pluginFile', image: 'imageFile' } : { archive: 'theme', image: 'image' };
  const parts: FormPart[] = Object.entries(o.fields ?? {}).map(([name, value]) => ({ name, value }));
  if (o.archive)
    parts.push({
      name: names.archive,
      filename: o.archiveName ?? `${kind}.zip`,
      contentType: 'application/zip',
      data: o.archive,
    });
  if (o.image)
    parts.push({ name: names.image, filename: o.imageName ?? 'image.png', contentType: 'image/png', data: o.image });
  const { payload, headers } = multipart(parts);
  const base = kind === 'plugin' ? '/api/admin/plugins' : '/api/admin/themes';
  return app.inject({
    method: o.method ?? 'POST',
    url: o.method === 'PUT' ? `${base}/${o.id}` : base,
    headers: { ...headers, ...bearer(o.token) },
    payload,
  });
}

/** Every stored file (and leftover temp file) under the test app's data directory. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** A plugin zip of exactly `bytes` bytes (a stored padding file makes up the difference). */
export async function pluginZipOfSize(slug: string, bytes: number): Promise<Buffer> {
  const build = (padding: number) =>
    zipOf(
      {
        [`${slug}/${slug}.php`]: `<?php\n/*\n * Plugin Name: ${slug}\n * Version: 1.0\n * Description: padded\n */\n`,
        [`${slug}/padding.bin`]: Buffer.alloc(padding, 7),
      },
      { compress: false },
    );
  const first = await build(0);
  const zip = await build(bytes - first.length);
  if (zip.length !== bytes) throw new Error(`padding miscounted: ${zip.length} != ${bytes}`);
  return zip;
}
