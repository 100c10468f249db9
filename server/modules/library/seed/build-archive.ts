import { Readable } from 'node:stream';
import yazl from 'yazl';

// Small but real WordPress archives for the seeded catalogue: one top folder named after the slug, a main
// file with a proper header (reference/wordpress-org.md §5-§7), so downloads install and headers read back.

export interface SeedArchiveInput {
  kind: 'plugin' | 'theme';
  slug: string;
  name: string;
  version: string;
  description: string;
  author: string;
}

const FIXED_DATE = new Date('2024-06-01T00:00:00Z');

export function buildSeedArchive(item: SeedArchiveInput): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  // Stored, not deflated: the files are a few hundred bytes and deflating 2,300 archives costs seconds.
  const add = (path: string, text: string) =>
    zip.addBuffer(Buffer.from(text), `${item.slug}/${path}`, { mtime: FIXED_DATE, mode: 0o100644, compress: false });
  if (item.kind === 'plugin') {
    add(`${item.slug}.php`, pluginMainFile(item));
    add('readme.txt', readme(item));
    add('includes/functions.php', `<?php\n// Helper functions of ${item.name}.\ndefined( 'ABSPATH' ) || exit;\n`);
  } else {
    add('style.css', themeStyle(item));
    add('index.php', `<?php\n// Silence is golden.\nget_header();\nget_footer();\n`);
    add('functions.php', `<?php\n// Theme setup for ${item.name}.\nadd_theme_support( 'title-tag' );\n`);
  }
  zip.end();
  return collect(zip.outputStream as unknown as Readable);
}

function pluginMainFile(item: SeedArchiveInput): string {
  return `<?php
/**
 * Plugin Name:       ${item.name}
 * Description:       ${item.description}
 * Version:           ${item.version}
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            ${item.author}
 * Text Domain:       ${item.slug}
 * License:           GPL-2.0-or-later
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/functions.php';
`;
}

function readme(item: SeedArchiveInput): string {
  return `=== ${item.name} ===
Contributors: hostfree
Requires at least: 6.0
Tested up to: 6.6
Stable tag: ${item.version}
License: GPLv2 or later

${item.description}
`;
}

function themeStyle(item: SeedArchiveInput): string {
  return `/*
Theme Name: ${item.name}
Author: ${item.author}
Description: ${item.description}
Version: ${item.version}
Requires at least: 6.0
Tested up to: 6.6
Requires PHP: 7.4
License: GNU General Public License v2 or later
Text Domain: ${item.slug}
*/
`;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
