import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import AdmZip from 'adm-zip';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { bearer } from '../../test/accounts.js';

// Builders for library tests: real zips (yazl), hand-made hostile ones (adm-zip accepts any entry name),
// and multipart bodies sent through app.inject.

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer };

export function multipart(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hf${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n`
        + `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(part.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) } };
}

export async function zipOf(files: Record<string, string | Buffer>, options: { compress?: boolean } = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { compress: options.compress ?? true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as unknown as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function pluginZip(slug: string, header: { name?: string; version?: string; description?: string } = {}, extra: Record<string, string | Buffer> = {}) {
  const lines = ['<?php', '/**'];
  if (header.name !== undefined) lines.push(` * Plugin Name: ${header.name}`);
  if (header.version !== undefined) lines.push(` * Version: ${header.version}`);
  if (header.description !== undefined) lines.push(` * Description: ${header.description}`);
  lines.push(' */');
  return zipOf({ [`${slug}/${slug}.php`]: lines.join('\n'), [`${slug}/readme.txt`]: `=== ${header.name ?? slug} ===\n`, ...extra });
}

export function themeZip(slug: string, header: { name?: string; version?: string; description?: string; author?: string } = {}) {
  const lines = ['/*'];
  if (header.name !== undefined) lines.push(`Theme Name: ${header.name}`);
  if (header.author !== undefined) lines.push(`Author: ${header.author}`);
  if (header.version !== undefined) lines.push(`Version: ${header.version}`);
  if (header.description !== undefined) lines.push(`Description: ${header.description}`);
  lines.push('*/');
  return zipOf({ [`${slug}/style.css`]: lines.join('\n'), [`${slug}/index.php`]: '<?php\n' });
}

/** A zip whose entry names are whatever we say (adm-zip does not refuse '../' or absolute names). */
export function rawZip(entries: { name: string; data?: Buffer; unixMode?: number }[]): Buffer {
  const zip = new AdmZip();
  for (const e of entries) {
    zip.addFile(e.name, e.data ?? Buffer.from('x'));
    if (e.unixMode !== undefined) {
      const entry = zip.getEntry(e.name)!;
      entry.header.made = (3 << 8) | 20;
      entry.attr = (e.unixMode << 16) >>> 0;
    }
  }
  return zip.toBuffer();
}

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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

export const defaultPluginFields = { name: 'Test Plugin', description: 'Does useful things', category: 'forms', version: '1.0.0' };

export async function upload(app: FastifyInstance, o: UploadOptions) {
  const kind = o.kind ?? 'plugin';
  const names = kind === 'plugin' ? { archive: 'pluginFile', image: 'imageFile' } : { archive: 'theme', image: 'image' };
  const parts: FormPart[] = Object.entries(o.fields ?? {}).map(([name, value]) => ({ name, value }));
  if (o.archive) parts.push({ name: names.archive, filename: o.archiveName ?? `${kind}.zip`, contentType: 'application/zip', data: o.archive });
  if (o.image) parts.push({ name: names.image, filename: o.imageName ?? 'image.png', contentType: 'image/png', data: o.image });
  const { payload, headers } = multipart(parts);
  const base = kind === 'plugin' ? '/api/admin/plugins' : '/api/admin/themes';
  return app.inject({
    method: o.method ?? 'POST',
    url: o.method === 'PUT' ? `${base}/${o.id}` : base,
    headers: { ...headers, ...bearer(o.token) },
    payload,
  });
}
