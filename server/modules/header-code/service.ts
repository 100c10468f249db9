import type { AuditTrail } from '../../lib/audit-trail.js';
import {
  MARKETING_MESSAGES,
  type ActiveHeaderCode,
  type HeaderCode,
  type HeaderCodeCreateBody,
  type HeaderCodeUpdateBody,
} from '../../../contract/marketing.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import {
  deleteHeaderCode,
  insertHeaderCode,
  listActiveHeaderCodes,
  listHeaderCodes,
  updateHeaderCode,
  type HeaderCodeRow,
} from './repo.js';

/** 001 §9: the header code list is cached 60 s. Every page load reads it, so each instance keeps it that long. */
export const ACTIVE_HEADER_CODES_TTL_MS = 60_000;

const toView = (row: HeaderCodeRow): HeaderCode => ({
  id: row.id,
  name: row.name,
  code: row.code,
  isActive: row.isActive,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Custom header code (001 §2, §5): admin-authored HTML the public pages inject into their head. Only admins
 * write it; docs/security.md explains why the admin screens never run it.
 */
export function createHeaderCodeService({
  db,
  log,
  now,
  audit,
}: {
  db: Db;
  log: AuditLog;
  now: () => Date;
  audit: AuditTrail;
}) {
  let activeCache: { value: ActiveHeaderCode[]; expires: number } | null = null;
  const notFound = () => new AppError('NOT_FOUND', MARKETING_MESSAGES.headerCodeNotFound);

  return {
    async list(): Promise<HeaderCode[]> {
      return (await listHeaderCodes(db)).map(toView);
    },

    /** GET /api/custom-header-codes/active: the active blocks, lower positions first, cached 60 s per instance. */
    async listActive(): Promise<ActiveHeaderCode[]> {
      if (activeCache && activeCache.expires > Date.now()) return activeCache.value;
      const value = await listActiveHeaderCodes(db);
      activeCache = { value, expires: Date.now() + ACTIVE_HEADER_CODES_TTL_MS };
      return value;
    },

    async create(
      body: Required<Pick<HeaderCodeCreateBody, 'name' | 'code'>> & { isActive: boolean; position: number },
      actorId: number,
    ): Promise<HeaderCode> {
      const row = await db.transaction(async (tx) => {
        const inserted = await insertHeaderCode(tx, { ...body, createdAt: now(), updatedAt: now() });
        await audit.record(tx, {
          action: 'settings.header_code_changed',
          targetType: 'header_code',
          targetId: inserted.id,
          details: { created: true, name: body.name, isActive: body.isActive, position: body.position },
        });
        return inserted;
      });
      activeCache = null;
      log.info({ event: 'header-code-created', headerCodeId: row.id, byUserId: actorId }, 'custom header code created');
      return toView(row);
    },

    async update(id: number, body: HeaderCodeUpdateBody, actorId: number): Promise<HeaderCode> {
      const row = await db.transaction(async (tx) => {
        const updated = await updateHeaderCode(tx, id, { ...body, updatedAt: now() });
        if (!updated) throw notFound();
        await audit.record(tx, {
          action: 'settings.header_code_changed',
          targetType: 'header_code',
          targetId: id,
          details: { fields: Object.keys(body) },
        });
        return updated;
      });
      activeCache = null;
      log.info(
        { event: 'header-code-updated', headerCodeId: id, fields: Object.keys(body), byUserId: actorId },
        'custom header code updated',
      );
      return toView(row);
    },

    async remove(id: number, actorId: number): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        if (!(await deleteHeaderCode(tx, id))) throw notFound();
        await audit.record(tx, {
          action: 'settings.header_code_changed',
          targetType: 'header_code',
          targetId: id,
          details: { deleted: true },
        });
      });
      activeCache = null;
      log.info({ event: 'header-code-deleted', headerCodeId: id, byUserId: actorId }, 'custom header code deleted');
      return { message: MARKETING_MESSAGES.headerCodeDeleted };
    },
  };
}

export type HeaderCodeService = ReturnType<typeof createHeaderCodeService>;
