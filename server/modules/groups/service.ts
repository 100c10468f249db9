import { DEFAULT_MAX_DEVICES, DEFAULT_MAX_HOSTING_ACCOUNTS, GROUP_NAMES } from '../../../contract/constants.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findGroupById, findGroupByName } from './repo.js';
import { ADMIN_MESSAGES } from '../../../contract/admin.js';

export interface GroupLimits {
  maxHostingAccounts: number;
  maxDevices: number;
}

/** User groups and the limits they carry. Lowest layer: it calls no other module. */
export function createGroupService({ db }: { db: Db }) {
  async function findFreeGroup(tx: DbOrTx = db) {
    const group = await findGroupByName(tx, GROUP_NAMES.free);
    // The Free group is seeded by migration 0001 and cannot be deleted; its absence is a broken install.
    if (!group) throw new AppError('INTERNAL', ADMIN_MESSAGES.freeGroupMissing);
    return group;
  }

  async function findDonorGroup(tx: DbOrTx = db) {
    const group = await findGroupByName(tx, GROUP_NAMES.donor);
    // Seeded by migration 0001 like Free, and protected from deletion.
    if (!group) throw new AppError('INTERNAL', ADMIN_MESSAGES.donorGroupMissing);
    return group;
  }

  return {
    findFreeGroup,
    findDonorGroup,
    /** Whether a group id names an existing group (admin assignments refuse unknown ids). */
    groupExists: async (groupId: number, tx: DbOrTx = db) => (await findGroupById(tx, groupId)) !== undefined,

    /** The limits of a group; users without a group (or whose group was deleted) get the Free group's. */
    async resolveGroupLimits(groupId: number | null, tx: DbOrTx = db): Promise<GroupLimits> {
      const group =
        (groupId !== null ? await findGroupById(tx, groupId) : undefined) ??
        (await findFreeGroup(tx).catch(() => undefined));
      return {
        maxHostingAccounts: group?.maxHostingAccounts ?? DEFAULT_MAX_HOSTING_ACCOUNTS,
        maxDevices: group?.maxDevices ?? DEFAULT_MAX_DEVICES,
      };
    },
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
