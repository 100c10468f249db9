import type { DbOrTx } from '../../db/client.js';
import type { AccountsDeps } from './deps.js';
import { findVerification } from './email-verification-repo.js';
import { countAdmins, deleteUserRowForErasure, findProfileForExport, lockAdmins } from './personal-data-repo.js';

// The accounts side of "your data": the profile for the export, and the user's row on erasure.

export function createPersonalDataService({ db, sessions }: AccountsDeps) {
  return {
    personalData: {
      /** The profile without hashes, secrets or tokens. */
      async profile(userId: number) {
        const row = await findProfileForExport(db, userId);
        if (!row) return undefined;
        const { totpEnabledAt, ...rest } = row;
        const proof = await findVerification(db, userId);
        const confirmed =
          proof?.verifiedAt && row.email && proof.email.toLowerCase() === row.email.trim().toLowerCase()
            ? proof.verifiedAt.toISOString()
            : null;
        return {
          ...rest,
          twoFactorEnabled: Boolean(totpEnabledAt),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          emailConfirmedAt: confirmed,
        };
      },
      /** Whether this admin is the only one left (the platform must keep one). */
      async isLastAdmin(userId: number, role: string, tx: DbOrTx = db) {
        if (role !== 'admin') return false;
        if (tx !== db) await lockAdmins(tx);
        return (await countAdmins(tx)) <= 1 && userId > 0;
      },
      /** Inside the erasure's transaction: the row goes, and every instance drops the user's cached sessions. */
      async deleteUser(tx: DbOrTx, userId: number) {
        const gone = await deleteUserRowForErasure(tx, userId);
        if (gone) await sessions.userChanged(userId, tx);
        return gone;
      },
      countSessions: async (userId: number) => (await sessions.listSessionsOfUser(userId)).length,
      listSessions: (userId: number) => sessions.listSessionsOfUser(userId),
    },
  };
}
