import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { id, updatedAt } from './columns.js';

// Terms, privacy and acceptable-use pages and the support contact, owned by
// server/modules/site-pages. A page without a row shows the built-in text (site-pages/defaults.ts).
export const sitePages = pgTable('site_pages', {
  slug: text('slug', { enum: ['terms', 'privacy', 'acceptable-use'] }).primaryKey(),
  markdown: text('markdown').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

// One row (id 1) once an admin saves it.
export const supportContact = pgTable('support_contact', {
  id: id(),
  email: text('email'),
  url: text('url'),
  updatedAt: updatedAt(),
});
