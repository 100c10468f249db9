import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from './columns.js';

// The audit log, owned by server/modules/audit. Append-only: the product inserts and reads, never
// updates or deletes. No foreign keys: an event outlives the user, account or setting it is about.
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    at: at('at').notNull().defaultNow(),
    /** Who acted; null for anonymous callers and the system. */
    actorId: integer('actor_id'),
    /** The account the event is about (sign-in of X, X's password): what that user's security list shows. */
    subjectUserId: integer('subject_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_action_idx').on(t.action, t.at),
    index('audit_events_actor_idx').on(t.actorId, t.at),
    index('audit_events_subject_idx').on(t.subjectUserId, t.at),
    index('audit_events_target_idx').on(t.targetType, t.targetId),
  ],
);
