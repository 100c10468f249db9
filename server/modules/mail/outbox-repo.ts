import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** Inserts a message; with a dedupeKey already used, nothing is written and undefined is answered. */
export async function insertOutboxRow(db: DbOrTx, row: NewOutboxRow): Promise<OutboxRow | undefined> {
  const rows = await db
    .insert(mailOutbox)
    .values(row)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning();
  return rows[0];
}

export async function findOutboxRow(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1))[0];
}

/** Held messages of a user get their recipient and become queued; answers the released rows. */
export async function releaseHeldRows(
  db: DbOrTx,
  userId: number,
  recipient: string,
  notBefore: Date,
  now: Date,
): Promise<OutboxRow[]> {
  return db
    .update(mailOutbox)
    .set({ recipient, status: 'queued', updatedAt: now })
    .where(
      and(
        eq(mailOutbox.userId, userId),
        eq(mailOutbox.status, 'held'),
        isNull(mailOutbox.recipient),
        sql`${mailOutbox.createdAt} >= ${notBefore}`,
      ),
    )
    .returning();
}

export async function deleteHeldRows(
  db: DbOrTx,
  where: { userId?: number; olderThan?: Date; template?: string },
): Promise<number> {
  const conditions = [eq(mailOutbox.status, 'held')];
  if (where.userId !== undefined) conditions.push(eq(mailOutbox.userId, where.userId));
  if (where.olderThan) conditions.push(lt(mailOutbox.createdAt, where.olderThan));
  if (where.template) conditions.push(eq(mailOutbox.template, where.template));
  return (
    await db
      .delete(mailOutbox)
      .where(and(...conditions))
      .returning({ id: mailOutbox.id })
  ).length;
}

/** Marks a message sent once: a second sender of the same row (a lease taken over) finds it already sent. */
export async function markSent(db: DbOrTx, id: number, messageId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      messageId,
      sentAt: now,
      lastError: null,
      updatedAt: now,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function recordAttemptFailure(db: DbOrTx, id: number, message: string, isFinal: boolean, now: Date) {
  await db
    .update(mailOutbox)
    .set({
      lastError: message,
      attempts: sql`${mailOutbox.attempts} + 1`,
      updatedAt: now,
      ...(isFinal ? { status: 'failed' as const } : {}),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
}

export async function countOutbox(db: DbOrTx) {
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<OutboxRow['status'], number>>;
}

/** A message that ran out of attempts goes back to the queue (an admin retried its mail.send job). */
export async function requeueFailedRow(db: DbOrTx, id: number, now: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'queued', updatedAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')));
}

/** The status page's outbox figures: messages waiting to be sent, since when the oldest waits, and those given up. */
export async function readOutboxFigures(
  db: DbOrTx,
): Promise<{ pending: number; failed: number; oldestPendingSince: Date | null }> {
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'queued'))::int`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
      oldestPendingSince:
        sql<Date | null>`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'queued')`.mapWith(
          mailOutbox.createdAt,
        ),
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['queued', 'failed']));
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPendingSince: row?.oldestPendingSince ?? null };
}
