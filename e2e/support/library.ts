import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { ZipFile } from 'yazl';

// Plugin archives and catalogue set-up for the library journeys.

export interface PluginZipOptions {
  slug: string;
  name: string;
  version: string;
  description?: string;
  /** Incompressible filler, so an upload takes long enough to watch its progress. */
  padBytes?: number;
}

/** A WordPress plugin as a real zip: {slug}/{slug}.php with a Plugin Name header, built with yazl. */
export function buildPluginZip({
  slug,
  name,
  version,
  description = 'A plugin built by the e2e journeys.',
  padBytes = 0,
}: PluginZipOptions): Promise<Buffer> {
  const zip = new ZipFile();
  const main = [
    '<?php',
    '/**',
    ` * Plugin Name: ${name}`,
    ` * Version: ${version}`,
    ` * Description: ${description}`,
    ' * Author: E2E Journeys',
    ' */',
    "defined('ABSPATH') || exit;",
    '',
  ].join('\n');
  zip.addBuffer(Buffer.from(main), `${slug}/${slug}.php`);
  zip.addBuffer(Buffer.from(`=== ${name} ===\nStable tag: ${version}\n`), `${slug}/readme.txt`);
  if (padBytes > 0) zip.addBuffer(randomBytes(padBytes), `${slug}/assets/data.bin`, { compress: false });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

export const uniqueSlug = (tag: string) => `hf-e2e-${tag}-${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

export interface UploadedPlugin {
  id: number;
  slug: string;
  name: string;
  zip: Buffer;
}

/** POST /api/admin/plugins as the admin would, through the multipart form of 001 §7. */
export async function uploadPluginViaApi(
  request: APIRequestContext,
  token: string,
  options: PluginZipOptions & { isPublic: boolean; category?: string },
): Promise<UploadedPlugin> {
  const zip = await buildPluginZip(options);
  const res = await request.post('/api/admin/plugins', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: options.name,
      description: options.description ?? 'A plugin built by the e2e journeys.',
      category: options.category ?? 'other',
      version: options.version,
      isPublic: String(options.isPublic),
      pluginFile: { name: `${options.slug}.zip`, mimeType: 'application/zip', buffer: zip },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { item } = await res.json();
  return { id: item.id, slug: item.slug, name: item.name, zip };
}
