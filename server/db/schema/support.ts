import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';

// The support desk, owned by server/modules/support. Categories, statuses and priorities are checked by the contract
// (contract/support-constants.ts), not by the column, so a new category needs no migration.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    // Null for a guest (or once the person is deleted); `email` is where the thread's mail goes either way.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('open'),
    priority: text('priority').notNull().default('normal'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    // What the ticket is about: a generic reference (kind + id) so any module's thing, an abuse case among them,
    // can be named without this table knowing its tables.
    refKind: text('ref_kind'),
    refId: integer('ref_id'),
    // The knowledge base's opaque token of the article read before writing (deflection figures).
    helpToken: text('help_token'),
    firstResponseDueAt: at('first_response_due_at'),
    firstRespondedAt: at('first_responded_at'),
    solvedAt: at('solved_at'),
    closedAt: at('closed_at'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    // When the customer last opened the thread: an answer after it marks the ticket unread in their list.
    customerReadAt: at('customer_read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', subject)`),
    // Every message's words on the ticket's own row, kept by a trigger on support_messages (migration
    // support_thread_search): the inbox search then filters tickets alone, walking them newest first for a common
    // word instead of collecting every matching message's ticket (55,000 of them at a million messages: 1.2 s).
    threadSearch: tsvector('thread_search').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    // The inbox's default order per status, and the customer's own list.
    index('support_tickets_status_idx').on(t.status, t.lastMessageAt),
    index('support_tickets_inbox_idx').on(t.lastMessageAt, t.id),
    index('support_tickets_user_idx').on(t.userId, t.lastMessageAt),
    index('support_tickets_assignee_idx').on(t.assigneeId, t.status),
    index('support_tickets_ref_idx').on(t.refKind, t.refId),
    index('support_tickets_due_idx')
      .on(t.firstResponseDueAt)
      .where(sql`${t.firstRespondedAt} is null and ${t.status} not in ('solved', 'closed')`),
    index('support_tickets_search_idx').using('gin', t.search),
    index('support_tickets_thread_search_idx').using('gin', t.threadSearch),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'admin'] }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    // An internal note: admins only, never in a customer's view or mail.
    internal: boolean('internal').notNull().default(false),
    via: text('via', { enum: ['web', 'mail'] })
      .notNull()
      .default('web'),
    createdAt: createdAt(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', body)`),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
    index('support_messages_search_idx').using('gin', t.search),
  ],
);

export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    // Decided from the bytes, never from the name or the browser's word.
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_attachments_ticket_idx').on(t.ticketId)],
);

export const supportCannedReplies = pgTable('support_canned_replies', {
  id: id(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const supportSavedViews = pgTable('support_saved_views', {
  id: id(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  filters: jsonb('filters').$type<Record<string, string | number>>().notNull(),
  createdAt: createdAt(),
});

// One row (id 1): first-response minutes per priority and who is mailed new tickets per category.
export const supportSettings = pgTable('support_settings', {
  id: id(),
  responseMinutes: jsonb('response_minutes').$type<Record<string, number>>(),
  notifyByCategory: jsonb('notify_by_category').$type<Record<string, string[]>>(),
  // The inbound mail provider's webhook signing key, sealed with the SecretBox (write-only in the admin form).
  inboundSigningKeySealed: text('inbound_signing_key_sealed'),
  updatedAt: updatedAt(),
});

// Which admin has which ticket open, renewed while the page is open; read with a short TTL, so two app instances
// see each other through the database.
export const supportPresence = pgTable(
  'support_presence',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    composing: boolean('composing').notNull().default(false),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.adminId] })],
);

// Inbound mail already taken in, by the provider's message id: a webhook retried by the provider adds one message.
export const supportInboundMail = pgTable(
  'support_inbound_mail',
  {
    id: id(),
    messageId: text('message_id').notNull(),
    ticketId: integer('ticket_id').references(() => supportTickets.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('support_inbound_mail_message_idx').on(t.messageId)],
);
