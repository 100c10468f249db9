import { and, count, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';

// Append-only: this file inserts and reads. There is deliberately no update or delete here, and no route
// changes an event ("nothing in it can be edited through the product").

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: DbOrTx, row: NewAuditEvent) {
  await db.insert(auditEvents).values(row);
}

export interface AuditFilter {
  action?: string;
  actorId?: number;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  /** Events about this user or done by them. */
  concerningUserId?: number;
  actions?: readonly string[];
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actorId !== undefined ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.targetType ? eq(auditEvents.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditEvents.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditEvents.at, filter.from) : undefined,
    filter.to ? lte(auditEvents.at, filter.to) : undefined,
    filter.concerningUserId !== undefined
      ? or(eq(auditEvents.subjectUserId, filter.concerningUserId), eq(auditEvents.actorId, filter.concerningUserId))
      : undefined,
    filter.actions ? inArray(auditEvents.action, [...filter.actions]) : undefined,
  ];
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** Newest first. */
export async function listAuditEvents(db: DbOrTx, filter: AuditFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        actorId: auditEvents.actorId,
        subjectUserId: auditEvents.subjectUserId,
        action: auditEvents.action,
        targetType: auditEvents.targetType,
        targetId: auditEvents.targetId,
        ip: auditEvents.ip,
        userAgent: auditEvents.userAgent,
        details: auditEvents.details,
      })
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type AuditEventRow = Awaited<ReturnType<typeof listAuditEvents>>['rows'][number];
