import {
  SECURITY_ACTIONS,
  type AuditEvent,
  type AuditListQuery,
  type AuditListResponse,
} from '../../../contract/account-safety.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { maskSecrets, type AuditEventInput, type AuditTrail } from '../../lib/audit-trail.js';
import { currentRequestContext } from '../../lib/request-context.js';
import { listAuditEvents, insertAuditEvent, type AuditEventRow, type AuditFilter } from './repo.js';

// The audit log: written by every module through AuditTrail.record inside its own transaction,
// read by admins (all events, filtered) and by each user (their own security events).

const DAY_MS = 24 * 3600_000;
const isBareDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Who a user id is, as the audit log names people: lent by the accounts module, which owns the users. */
export type PeopleDirectory = (
  db: DbOrTx,
  ids: readonly number[],
) => Promise<Map<number, { username: string; role: string; email: string | null }>>;

/**
 * Each event with its actor's current username and role, and whom it concerns (their e-mail, else username), read
 * from the accounts module: null once an account is gone.
 */
async function toViews(db: DbOrTx, findPeople: PeopleDirectory, rows: AuditEventRow[]): Promise<AuditEvent[]> {
  const people = await findPeople(
    db,
    rows.flatMap((row) => [row.actorId, row.subjectUserId].filter((id): id is number => id !== null)),
  );
  return rows.map((row) => {
    const actor = row.actorId === null ? undefined : people.get(row.actorId);
    const subject = row.subjectUserId === null ? undefined : people.get(row.subjectUserId);
    return {
      ...row,
      actorName: actor?.username ?? null,
      actorRole: actor?.role ?? null,
      subjectName: subject ? (subject.email?.trim() ? subject.email : subject.username) : null,
      at: row.at.toISOString(),
      details: row.details ?? {},
    };
  });
}

export function createAuditService({ db, now }: { db: Db; now: () => Date }) {
  // Every module writes events, so the audit log is wired first, before the accounts module that can name people.
  // Accounts lends its lookup when it is wired, as products register with the commerce core.
  let directory: PeopleDirectory | undefined;
  const findPeople: PeopleDirectory = (tx, ids) => {
    if (!directory) throw new Error('The audit log reads names through the accounts module, which is not wired.');
    return directory(tx, ids);
  };

  async function page(filter: AuditFilter, query: { page: number; limit: number }): Promise<AuditListResponse> {
    const { rows, total } = await listAuditEvents(db, filter, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return {
      events: await toViews(db, findPeople, rows),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
      },
    };
  }

  const trail: AuditTrail = {
    async record(tx: DbOrTx, event: AuditEventInput) {
      const context = currentRequestContext();
      await insertAuditEvent(tx, {
        at: now(),
        action: event.action,
        actorId: event.actorId !== undefined ? event.actorId : (context?.actorId ?? null),
        subjectUserId: event.subjectUserId ?? null,
        targetType: event.targetType ?? null,
        targetId: event.targetId === undefined || event.targetId === null ? null : String(event.targetId),
        ip: (event.ip !== undefined ? event.ip : (context?.ip ?? null))?.slice(0, 100) ?? null,
        userAgent:
          (event.userAgent !== undefined ? event.userAgent : (context?.userAgent ?? null))?.slice(0, 300) ?? null,
        details: maskSecrets(event.details ?? {}),
      });
    },
  };

  return {
    trail,
    record: trail.record,
    /** The accounts module's wire lends its lookup of people here. */
    usePeopleDirectory(lookup: PeopleDirectory) {
      directory = lookup;
    },

    /** GET /api/admin/audit-events. A bare `to` date includes that whole day. */
    listEvents(query: AuditListQuery) {
      const to = query.to
        ? new Date(isBareDate(query.to) ? Date.parse(query.to) + DAY_MS - 1 : Date.parse(query.to))
        : undefined;
      return page(
        {
          action: query.action || undefined,
          actorId: query.actorId,
          targetType: query.targetType || undefined,
          targetId: query.targetId || undefined,
          from: query.from ? new Date(query.from) : undefined,
          to,
        },
        query,
      );
    },

    /** GET /api/user/security-events: sign-ins, 2FA, password and session events about or by the caller. */
    listSecurityEvents: (userId: number, query: { page: number; limit: number }) =>
      page({ concerningUserId: userId, actions: SECURITY_ACTIONS }, query),

    /** Every event about or by a user, for their data export (at most 10,000, newest first). */
    async listAllOf(userId: number) {
      const { rows } = await listAuditEvents(db, { concerningUserId: userId }, { limit: 10_000, offset: 0 });
      return toViews(db, findPeople, rows);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
