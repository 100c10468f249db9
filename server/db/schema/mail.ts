import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, updatedAt } from './columns.js';

// The mail outbox: a message is written in the same transaction as the event that causes it and
// sent by a job, so an SMTP outage delays mail and loses none. The template data is sealed (it can carry
// credentials) and rendered at send time; the rendered body is never stored.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    template: text('template').notNull(),
    // Null while a message is held for an address the user has not given yet (credentials of an anonymous account).
    recipient: text('recipient'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // SecretBox-sealed JSON of the template's data.
    data: text('data').notNull(),
    // The recipient's language when the message was written (contract/i18n/locales.ts); it is rendered in it.
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: ['held', 'queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // The SMTP Message-ID, stable per row (<outbox-ID@host>) so a receiver can tell a retry from a new message.
    messageId: text('message_id'),
    // A caller's idempotency key (e.g. 'donation-receipt:42'): enqueueing the same key twice writes one message.
    dedupeKey: text('dedupe_key').unique(),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mail_outbox_user_idx').on(t.userId, t.status)],
);
