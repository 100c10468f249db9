import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

export const facebookPixelSettings = pgTable('facebook_pixel_settings', {
  id: id(),
  pixelId: text('pixel_id').notNull(),
  // Encrypted; write-only through the API.
  accessToken: text('access_token'),
  isActive: boolean('is_active').notNull().default(true),
  trackPageViews: boolean('track_page_views').notNull().default(true),
  trackPurchases: boolean('track_purchases').notNull().default(true),
  // Money is integer cents: 500 = 5.00 USD.
  purchaseEventValueCents: integer('purchase_event_value_cents').notNull().default(500),
  testMode: boolean('test_mode').notNull().default(false),
  // The Events Manager code sent as test_event_code while testMode is on.
  testEventCode: text('test_event_code'),
  updatedAt: updatedAt(),
});

export const smtpSettings = pgTable('smtp_settings', {
  id: id(),
  host: text('host').notNull(),
  port: integer('port').notNull().default(587),
  username: text('username').notNull(),
  // Encrypted; write-only through the API.
  password: text('password').notNull(),
  encryption: text('encryption', { enum: ['tls', 'ssl', 'none'] })
    .notNull()
    .default('tls'),
  fromEmail: text('from_email').notNull(),
  fromName: text('from_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Emitted verbatim into the page head; never templated (security-test-plan A8).
export const customHeaderCode = pgTable('custom_header_code', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
