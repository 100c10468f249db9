import type { AuditTrail } from '../../lib/audit-trail.js';
import { ADMIN_MESSAGES, type CreateUserGroupBody, type UpdateUserGroupBody } from '../../../contract/admin.js';
import { GROUP_NAMES } from '../../../contract/constants.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { violatedUniqueConstraint } from '../../lib/pg-errors.js';
import {
  deleteGroup,
  insertGroup,
  isGroupNameTaken,
  listGroups,
  lockGroup,
  type NewUserGroup,
  updateGroup,
  type UserGroupRow,
} from '../groups/index.js';

export interface GroupAdminDeps {
  db: Db;
  /** Members per group id (the accounts module owns users). */
  countUsersPerGroup: () => Promise<Map<number, number>>;
  /** Deleting a group changes its members' rows (group set to none): signed-in users read from them. */
  membersChanged?: (tx: DbOrTx) => Promise<void>;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
}

const PROTECTED_NAMES: readonly string[] = [GROUP_NAMES.free, GROUP_NAMES.donor];
// Free and Donor are found by name (the group service, donations), so they keep their names and their rows.
const isProtected = (group: { name: string }) => PROTECTED_NAMES.includes(group.name);

const notFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.groupNotFound);
const nameTaken = () => new AppError('CONFLICT', ADMIN_MESSAGES.groupNameTaken);

function toGroupView(row: UserGroupRow, userCount: number) {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    maxHostingAccounts: row.maxHostingAccounts,
    maxDevices: row.maxDevices,
    isActive: row.isActive,
    userCount,
    isProtected: isProtected(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const translateNameRace = (error: unknown) => (violatedUniqueConstraint(error) !== undefined ? nameTaken() : error);

/** User Groups Management (001 §2, §5, §7). */
export function createGroupAdminService({ db, countUsersPerGroup, membersChanged, log, now, audit }: GroupAdminDeps) {
  return {
    /** GET /api/admin/user-groups: every group with its member count, oldest first (Free, Donor, then the rest). */
    async listGroups() {
      const [rows, counts] = await Promise.all([listGroups(db), countUsersPerGroup()]);
      return rows.map((row) => toGroupView(row, counts.get(row.id) ?? 0));
    },

    async createGroup(actorId: number, body: CreateUserGroupBody) {
      if (await isGroupNameTaken(db, body.name)) throw nameTaken();
      const row = await db
        .transaction(async (tx) => {
          const inserted = await insertGroup(tx, { ...body, description: body.description ?? null });
          await audit.record(tx, {
            action: 'group.created',
            targetType: 'group',
            targetId: inserted.id,
            details: { ...body },
          });
          return inserted;
        })
        .catch((e: unknown) => {
          throw translateNameRace(e);
        });
      log.info({ event: 'user_group_created', groupId: row.id, byUserId: actorId }, 'user group created');
      return toGroupView(row, 0);
    },

    async updateGroup(actorId: number, id: number, body: UpdateUserGroupBody) {
      const row = await db
        .transaction(async (tx) => {
          const group = await lockGroup(tx, id);
          if (!group) throw notFound();
          const changes: Partial<NewUserGroup> = { ...body };
          if (body.name !== undefined && body.name !== group.name) {
            if (isProtected(group)) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.groupProtectedRename);
            if (await isGroupNameTaken(tx, body.name, id)) throw nameTaken();
          } else {
            delete changes.name;
          }
          await audit.record(tx, {
            action: 'group.updated',
            targetType: 'group',
            targetId: id,
            details: { ...changes },
          });
          return updateGroup(tx, id, { ...changes, updatedAt: now() });
        })
        .catch((e: unknown) => {
          throw translateNameRace(e);
        });
      if (!row) throw notFound();
      log.info(
        { event: 'user_group_updated', groupId: id, byUserId: actorId, fields: Object.keys(body) },
        'user group updated',
      );
      const counts = await countUsersPerGroup();
      return toGroupView(row, counts.get(id) ?? 0);
    },

    /** DELETE /api/admin/user-groups/{id}: members are left without a group (they get the Free limits). */
    async deleteGroup(actorId: number, id: number) {
      await db.transaction(async (tx) => {
        const group = await lockGroup(tx, id);
        if (!group) throw notFound();
        if (isProtected(group)) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.groupProtected);
        await deleteGroup(tx, id);
        await audit.record(tx, {
          action: 'group.deleted',
          targetType: 'group',
          targetId: id,
          details: { name: group.name },
        });
        await membersChanged?.(tx);
      });
      log.info({ event: 'user_group_deleted', groupId: id, byUserId: actorId }, 'user group deleted');
      return { message: ADMIN_MESSAGES.groupDeleted };
    },
  };
}

export type GroupAdminService = ReturnType<typeof createGroupAdminService>;
