import type { DbOrTx } from '../../db/client.js';
import { findUserById, updateUser } from './user-repo.js';

// Group membership changes other modules make on a user's behalf (donations: Donor while a gift subscription
// runs, Free again when it ends). The accounts module owns the users table; callers pass their transaction.

export function createGroupMembership({ now }: { now: () => Date }) {
  return {
    /** The user's current group id (null = none, i.e. Free's limits), or undefined when the user is gone. */
    async groupOf(tx: DbOrTx, userId: number): Promise<number | null | undefined> {
      const user = await findUserById(tx, userId);
      return user ? user.userGroupId : undefined;
    },

    async setGroup(tx: DbOrTx, userId: number, groupId: number | null): Promise<void> {
      await updateUser(tx, userId, { userGroupId: groupId, updatedAt: now() });
    },
  };
}

export type GroupMembership = ReturnType<typeof createGroupMembership>;
