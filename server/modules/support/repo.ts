import { and, asc, count, desc, eq, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  supportAttachments,
  supportCannedReplies,
  supportInboundMail,
  supportMessages,
  supportPresence,
  supportSavedViews,
  supportSettings,
  supportTickets,
} from '../../db/schema/index.js';
import type { AdminTicketListQuery } from '../../../contract/support.js';
import { createWriteSignal } from '../../lib/write-signal.js';

// The desk's rows. Drizzle only; the rules are in the services.

export type TicketRow = typeof supportTickets.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type AttachmentRow = typeof supportAttachments.$inferSelect;

const ticketColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  email: supportTickets.email,
  subject: supportTickets.subject,
  category: supportTickets.category,
  status: supportTickets.status,
  priority: supportTickets.priority,
  assigneeId: supportTickets.assigneeId,
  refKind: supportTickets.refKind,
  refId: supportTickets.refId,
  helpToken: supportTickets.helpToken,
  firstResponseDueAt: supportTickets.firstResponseDueAt,
  firstRespondedAt: supportTickets.firstRespondedAt,
  solvedAt: supportTickets.solvedAt,
  closedAt: supportTickets.closedAt,
  lastMessageAt: supportTickets.lastMessageAt,
  customerReadAt: supportTickets.customerReadAt,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};
export type Ticket = Omit<TicketRow, 'search' | 'threadSearch'>;

/**
 * Whoever keeps answers made from support_tickets and support_messages (the customers' kept lists, list-cache.ts)
 * hears every write of this process at once, even before migration 0037's NOTIFY comes back after the commit.
 */
const writes = createWriteSignal();
export const onTicketsWritten = writes.listen;
const written = writes.written;

export async function insertTicket(tx: DbOrTx, values: typeof supportTickets.$inferInsert): Promise<Ticket> {
  return written((await tx.insert(supportTickets).values(values).returning(ticketColumns))[0]!);
}

export async function findTicket(db: DbOrTx, id: number): Promise<Ticket | undefined> {
  return (await db.select(ticketColumns).from(supportTickets).where(eq(supportTickets.id, id)).limit(1))[0];
}

export async function lockTicket(tx: DbOrTx, id: number): Promise<Ticket | undefined> {
  return (await tx.select(ticketColumns).from(supportTickets).where(eq(supportTickets.id, id)).for('update'))[0];
}

export async function updateTicket(tx: DbOrTx, id: number, changes: Partial<typeof supportTickets.$inferInsert>) {
  return written(
    (await tx.update(supportTickets).set(changes).where(eq(supportTickets.id, id)).returning(ticketColumns))[0],
  );
}

export async function insertMessage(tx: DbOrTx, values: typeof supportMessages.$inferInsert) {
  return written(
    (
      await tx.insert(supportMessages).values(values).returning({
        id: supportMessages.id,
        ticketId: supportMessages.ticketId,
        author: supportMessages.author,
        authorUserId: supportMessages.authorUserId,
        body: supportMessages.body,
        internal: supportMessages.internal,
        via: supportMessages.via,
        createdAt: supportMessages.createdAt,
      })
    )[0]!,
  );
}

/** A thread in order; internal notes only when asked for (the admin's view). */
export async function listMessages(db: DbOrTx, ticketId: number, withInternal: boolean) {
  return db
    .select({
      id: supportMessages.id,
      ticketId: supportMessages.ticketId,
      author: supportMessages.author,
      authorUserId: supportMessages.authorUserId,
      body: supportMessages.body,
      internal: supportMessages.internal,
      via: supportMessages.via,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(
      withInternal
        ? eq(supportMessages.ticketId, ticketId)
        : and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.internal, false)),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

export async function listAttachments(db: DbOrTx, ticketId: number) {
  return db.select().from(supportAttachments).where(eq(supportAttachments.ticketId, ticketId));
}

export async function insertAttachment(tx: DbOrTx, values: typeof supportAttachments.$inferInsert) {
  return (await tx.insert(supportAttachments).values(values).returning())[0]!;
}

export async function findAttachment(db: DbOrTx, id: number) {
  return (await db.select().from(supportAttachments).where(eq(supportAttachments.id, id)).limit(1))[0];
}

/**
 * A customer's own tickets, newest activity first (index support_tickets_user_idx), each with who wrote its last
 * public message (one index probe of support_messages_ticket_idx per row; internal notes never count).
 */
export async function listTicketsOfUser(db: DbOrTx, userId: number, limit: number) {
  // Spelled out: inside a select's sql, drizzle writes columns without their table, and "id" would be the message's.
  const lastAuthor = sql<'customer' | 'admin' | null>`(
    select m.author from support_messages m
    where m.ticket_id = "support_tickets"."id" and m.internal = false
    order by m.created_at desc, m.id desc limit 1)`;
  return db
    .select({ ...ticketColumns, lastAuthor })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
    .limit(limit);
}

/** The customer opened the thread: answers until now are read. */
export async function markReadByCustomer(db: DbOrTx, id: number, at: Date) {
  await db.update(supportTickets).set({ customerReadAt: at }).where(eq(supportTickets.id, id));
}

/** Still waiting for its first answer after its due time, or answered after it. */
export const breachedCondition = (now: Date): SQL =>
  or(
    and(
      isNull(supportTickets.firstRespondedAt),
      notInArray(supportTickets.status, ['solved', 'closed']),
      lt(supportTickets.firstResponseDueAt, now),
    ),
    sql`${supportTickets.firstRespondedAt} > ${supportTickets.firstResponseDueAt}`,
  )!;

/** The admin inbox: filters, full-text search over the subject and every message, newest activity first. */
export async function listInbox(db: DbOrTx, query: AdminTicketListQuery, pageSize: number, now: Date) {
  const where: SQL[] = [];
  if (query.status === 'active') where.push(notInArray(supportTickets.status, ['solved', 'closed']));
  else if (query.status) where.push(eq(supportTickets.status, query.status));
  if (query.priority) where.push(eq(supportTickets.priority, query.priority));
  if (query.category) where.push(eq(supportTickets.category, query.category));
  if (query.assigneeId === 0) where.push(isNull(supportTickets.assigneeId));
  else if (query.assigneeId) where.push(eq(supportTickets.assigneeId, query.assigneeId));
  if (query.breached) where.push(breachedCondition(now));
  if (query.q) {
    // 'simple' configuration: no language's stemming, the same on PostgreSQL and PGlite. The subject and every
    // message's words are on the ticket's row (thread_search, kept by a trigger), so the search filters tickets alone.
    const words = sql`plainto_tsquery('simple', ${query.q})`;
    where.push(or(sql`${supportTickets.search} @@ ${words}`, sql`${supportTickets.threadSearch} @@ ${words}`)!);
  }
  const page = (bounded: SQL | null) =>
    db
      .select({ ...ticketColumns, breached: sql<boolean>`coalesce(${breachedCondition(now)}, false)` })
      .from(supportTickets)
      .where(and(...where, ...(bounded ? [bounded] : [])))
      .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
      .limit(pageSize + 1)
      .offset((query.page - 1) * pageSize);
  // A search first looks among the most recent tickets only (an index walk that stops at the window's end): a common
  // word fills the page there at once. Only when the window holds too few matches is the whole table asked, through
  // the GIN indexes, which is then quick because the word is rare (a walk of every ticket for it took 0.9 s).
  const boundary = query.q ? await searchWindowEnd(db) : null;
  let rows = await page(
    boundary
      ? sql`(${supportTickets.lastMessageAt}, ${supportTickets.id}) >= (${boundary.lastMessageAt}, ${boundary.id})`
      : null,
  );
  if (boundary && rows.length <= pageSize) rows = await page(null);
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/** How many of the newest tickets a search reads before it asks the whole table. */
const SEARCH_RECENT_WINDOW = 2_000;

/** The oldest ticket of the search's recent window, or null when there are fewer tickets than the window. */
async function searchWindowEnd(db: DbOrTx) {
  const [row] = await db
    .select({ lastMessageAt: supportTickets.lastMessageAt, id: supportTickets.id })
    .from(supportTickets)
    .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
    .offset(SEARCH_RECENT_WINDOW - 1)
    .limit(1);
  return row ?? null;
}

/** Tickets a set of people opened (the context panel's earlier tickets), newest first. */
export async function listTicketsByUserOrEmail(db: DbOrTx, userId: number | null, email: string, limit: number) {
  return db
    .select({ id: supportTickets.id, subject: supportTickets.subject, status: supportTickets.status })
    .from(supportTickets)
    .where(
      userId ? or(eq(supportTickets.userId, userId), eq(supportTickets.email, email)) : eq(supportTickets.email, email),
    )
    .orderBy(desc(supportTickets.createdAt))
    .limit(limit);
}

/** Solved tickets with no reply since `before`: the auto-close job's work. */
export async function closeSolvedBefore(db: DbOrTx, before: Date, now: Date) {
  const closed = await db
    .update(supportTickets)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(
      and(
        eq(supportTickets.status, 'solved'),
        lt(supportTickets.lastMessageAt, before),
        lt(supportTickets.solvedAt, before),
      ),
    )
    .returning({
      id: supportTickets.id,
      email: supportTickets.email,
      subject: supportTickets.subject,
      userId: supportTickets.userId,
    });
  return written(closed);
}

export async function bulkUpdate(tx: DbOrTx, ids: number[], changes: Partial<typeof supportTickets.$inferInsert>) {
  return written(
    await tx
      .update(supportTickets)
      .set(changes)
      .where(inArray(supportTickets.id, ids))
      .returning({ id: supportTickets.id }),
  );
}

// --- Figures ------------------------------------------------------------------------------------------------------

export async function countByStatus(db: DbOrTx) {
  return db
    .select({ status: supportTickets.status, n: count() })
    .from(supportTickets)
    .where(ne(supportTickets.status, 'closed'))
    .groupBy(supportTickets.status);
}

export async function medianMinutes(db: DbOrTx, column: 'first_responded_at' | 'solved_at') {
  const rows = await db.execute<{ m: string | null }>(
    sql`select percentile_cont(0.5) within group (order by extract(epoch from (${sql.identifier(column)} - created_at)) / 60) as m
        from support_tickets where ${sql.identifier(column)} is not null`,
  );
  const value = (rows as unknown as { rows?: { m: string | null }[] }).rows?.[0]?.m ?? null;
  return value === null ? null : Math.round(Number(value));
}

export async function countBreaches(db: DbOrTx, now: Date) {
  return (await db.select({ n: count() }).from(supportTickets).where(breachedCondition(now)))[0]?.n ?? 0;
}

// --- Presence -----------------------------------------------------------------------------------------------------

export async function touchPresence(db: DbOrTx, ticketId: number, adminId: number, composing: boolean, now: Date) {
  await db
    .insert(supportPresence)
    .values({ ticketId, adminId, composing, seenAt: now })
    .onConflictDoUpdate({
      target: [supportPresence.ticketId, supportPresence.adminId],
      set: { composing, seenAt: now },
    });
}

export async function listPresence(db: DbOrTx, ticketId: number, since: Date) {
  return db
    .select()
    .from(supportPresence)
    .where(
      and(eq(supportPresence.ticketId, ticketId), sql`${supportPresence.seenAt} > ${since.toISOString()}::timestamptz`),
    );
}

// --- Canned replies, saved views, settings ----------------------------------------------------------------------

export const listCanned = (db: DbOrTx) =>
  db
    .select({ id: supportCannedReplies.id, title: supportCannedReplies.title, body: supportCannedReplies.body })
    .from(supportCannedReplies)
    .orderBy(asc(supportCannedReplies.title));

export async function insertCanned(db: DbOrTx, values: { title: string; body: string }) {
  return (
    await db
      .insert(supportCannedReplies)
      .values(values)
      .returning({ id: supportCannedReplies.id, title: supportCannedReplies.title, body: supportCannedReplies.body })
  )[0]!;
}

export async function updateCanned(db: DbOrTx, id: number, values: { title: string; body: string }, now: Date) {
  return (
    await db
      .update(supportCannedReplies)
      .set({ ...values, updatedAt: now })
      .where(eq(supportCannedReplies.id, id))
      .returning({ id: supportCannedReplies.id, title: supportCannedReplies.title, body: supportCannedReplies.body })
  )[0];
}

export async function deleteCanned(db: DbOrTx, id: number) {
  return (
    await db
      .delete(supportCannedReplies)
      .where(eq(supportCannedReplies.id, id))
      .returning({ id: supportCannedReplies.id, title: supportCannedReplies.title })
  )[0];
}

export const findCanned = async (db: DbOrTx, id: number) =>
  (await db.select().from(supportCannedReplies).where(eq(supportCannedReplies.id, id)).limit(1))[0];

export const listViews = (db: DbOrTx, adminId: number) =>
  db
    .select({ id: supportSavedViews.id, name: supportSavedViews.name, filters: supportSavedViews.filters })
    .from(supportSavedViews)
    .where(eq(supportSavedViews.adminId, adminId))
    .orderBy(asc(supportSavedViews.name));

export async function insertView(db: DbOrTx, adminId: number, name: string, filters: Record<string, string | number>) {
  return (
    await db
      .insert(supportSavedViews)
      .values({ adminId, name, filters })
      .returning({ id: supportSavedViews.id, name: supportSavedViews.name, filters: supportSavedViews.filters })
  )[0]!;
}

export async function deleteView(db: DbOrTx, adminId: number, id: number) {
  return (
    await db
      .delete(supportSavedViews)
      .where(and(eq(supportSavedViews.id, id), eq(supportSavedViews.adminId, adminId)))
      .returning({ id: supportSavedViews.id })
  ).length;
}

export const readSettingsRow = async (db: DbOrTx) =>
  (await db.select().from(supportSettings).where(eq(supportSettings.id, 1)).limit(1))[0];

export async function writeSettingsRow(db: DbOrTx, changes: Partial<typeof supportSettings.$inferInsert>) {
  await db.update(supportSettings).set(changes).where(eq(supportSettings.id, 1));
}

/** Notes an inbound mail as taken in; false when it was already (the provider posted it again). */
export async function recordInbound(db: DbOrTx, messageId: string, ticketId: number | null, outcome: string) {
  const rows = await db
    .insert(supportInboundMail)
    .values({ messageId: messageId.slice(0, 500), ticketId, outcome })
    .onConflictDoNothing()
    .returning({ id: supportInboundMail.id });
  return rows.length === 1;
}
