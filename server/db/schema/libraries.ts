import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, byteCount, createdAt, id, updatedAt } from './columns.js';

const libraryItemColumns = () => ({
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  category: text('category').notNull().default('other'),
  version: text('version'),
  fileName: text('file_name'),
  // Server-generated storage key inside the FileStore, never a user-supplied path.
  filePath: text('file_path'),
  fileSize: byteCount('file_size'),
  downloadCount: integer('download_count').notNull().default(0),
  imageUrl: text('image_url'),
  isActive: boolean('is_active').notNull().default(true),
  isPublic: boolean('is_public').notNull().default(false),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  latestVersion: text('latest_version'),
  latestVersionCheckedAt: at('latest_version_checked_at'),
  latestVersionSource: text('latest_version_source'),
  latestVersionNotes: text('latest_version_notes'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const plugins = pgTable(
  'plugins',
  {
    ...libraryItemColumns(),
    author: text('author').notNull().default('HostFree'),
  },
  (t) => [index('plugins_category_idx').on(t.category)],
);

export const themes = pgTable(
  'themes',
  {
    ...libraryItemColumns(),
    author: text('author'),
  },
  (t) => [index('themes_category_idx').on(t.category)],
);

export const downloads = pgTable(
  'downloads',
  {
    id: id(),
    pluginId: integer('plugin_id').references(() => plugins.id, { onDelete: 'cascade' }),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'cascade' }),
    // null for a visitor downloading a public plugin.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    downloadedAt: at('downloaded_at').notNull().defaultNow(),
  },
  (t) => [
    check('downloads_one_item', sql`(${t.pluginId} is null) <> (${t.themeId} is null)`),
    index('downloads_user_idx').on(t.userId, t.downloadedAt),
    // Deleting a plugin or theme cascades to its download records: without these it scans them all.
    index('downloads_plugin_idx').on(t.pluginId),
    index('downloads_theme_idx').on(t.themeId),
  ],
);

export const wpVersionChecks = pgTable('wp_version_checks', {
  id: id(),
  entityType: text('entity_type', { enum: ['plugin', 'theme'] }).notNull(),
  payload: jsonb('payload'),
  response: jsonb('response'),
  status: text('status').notNull().default('pending'),
  errorMessage: text('error_message'),
  createdAt: createdAt(),
  startedAt: at('started_at'),
  completedAt: at('completed_at'),
});

export const pluginRequests = pgTable(
  'plugin_requests',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    pluginName: text('plugin_name').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('plugin_requests_user_idx').on(t.userId, t.createdAt),
    // The 2-a-day limit of visitors counts requests per address (case-insensitive).
    index('plugin_requests_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);
