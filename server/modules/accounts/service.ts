import { createAuthService } from './auth-service.js';
import type { AccountsDeps } from './deps.js';
import { createFirstAdminService } from './first-admin.js';
import { createProfileService } from './profile-service.js';
import { createRecoveryService } from './recovery-service.js';
import { createRegistrationService } from './registration-service.js';
import { createTwoFactorService } from './two-factor-service.js';
import { createCurrentPasswordCheck } from './current-password.js';
import { createSessionListService } from './session-list-service.js';
import { createPersonalDataService } from './personal-data-service.js';
import { createAccountSuspension } from './user-suspension.js';
import { createEmailVerificationService } from './email-verification-service.js';
import type { DbOrTx } from '../../db/client.js';
import { findUserById, listAdminEmails } from './user-repo.js';

/** Accounts: sign-in, registration, recovery, profile and the first admin. Sessions are their own service. */
export function createAccountsService(deps: AccountsDeps) {
  return {
    ...createAuthService(deps),
    ...createRegistrationService(deps),
    ...createRecoveryService(deps),
    ...createProfileService(deps),
    ...createFirstAdminService(deps),
    ...createTwoFactorService(deps),
    ...createSessionListService(deps),
    ...createPersonalDataService(deps),
    ...createEmailVerificationService(deps),
    /** Erasure and other modules' confirmations: the caller proves the password (rate-limited). */
    verifyCurrentPassword: createCurrentPasswordCheck(deps),
    /** The users row of a person's suspension (the user-suspension module composes the rest). */
    suspension: createAccountSuspension(deps),
    /** Where to write to a user (their account's e-mail, null when they have none): receipts of payments made signed in. */
    async emailOf(userId: number, tx: DbOrTx = deps.db): Promise<string | null> {
      return (await findUserById(tx, userId))?.email ?? null;
    },
    /**
     * Every admin's address (not suspended ones): what happens to money that admins must hear of (a dispute). Pass the
     * caller's transaction when inside one (PGlite has one connection: a read beside an open transaction waits on it).
     */
    adminEmails: (tx: DbOrTx = deps.db) => listAdminEmails(tx),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
