import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

/** The admin's DigitalOcean accounts (issue 21): one personal access token each, sealed; owned by the compute module. */
export const digitaloceanAccounts = pgTable('digitalocean_accounts', {
  id: id(),
  name: text('name').notNull(),
  // Encrypted; write-only through the API.
  token: text('token').notNull(),
  allowedRegions: jsonb('allowed_regions').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
