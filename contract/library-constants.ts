// The library's categories, limits and size formatting, without zod: the dashboard and the library pages import
// this file and not the schemas (zod arrives with a form's first check). library.ts re-exports it.

export const LIBRARY_CATEGORIES = [
  'e-commerce',
  'seo',
  'page-builder',
  'forms',
  'security',
  'backup',
  'analytics',
  'social',
  'performance',
  'other',
] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

/** 001 §9: 250 MB for plugin and theme archives (MB = 1024 × 1024 bytes, as the client's check counts). */
export const LIBRARY_ARCHIVE_MAX_MB = 250;
export const LIBRARY_ARCHIVE_MAX_BYTES = LIBRARY_ARCHIVE_MAX_MB * 1024 * 1024;
export const LIBRARY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LIBRARY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** 001 §9: plugin requests per day. */
export const PLUGIN_REQUESTS_PER_DAY = 2;
/** How long a downloadUrl answered by POST …/download stays valid. */
export const DOWNLOAD_URL_TTL_MS = 5 * 60_000;
/** GET /api/plugin-downloads answers at most this many (the dashboard shows RECENT_DOWNLOADS_SHOWN). */
export const RECENT_DOWNLOADS_LIMIT = 20;
/** The library's structured data lists the first 10 plugins (001 §2). */
export const STRUCTURED_DATA_PLUGINS = 10;

/** Renders a byte count the way 001 §9 shows sizes: MB to one decimal. */
export const formatMegabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
