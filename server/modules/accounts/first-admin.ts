import type { AccountsDeps } from './deps.js';
import { generatePassword } from './credentials.js';
import { hashPassword } from './passwords.js';
import { countAdmins, insertUser, isEmailTaken, lockFirstAdminCreation } from './user-repo.js';
import { deriveUsernameBase, pickFreeUsername } from './usernames.js';

const USERNAME_ATTEMPTS = 5;

export function createFirstAdminService({ db, groups }: AccountsDeps) {
  return {
    /**
     * Creates an admin when none exists, so a fresh install can be administered. The password comes from
     * ADMIN_PASSWORD; when unset a random one is generated and printed once through `log`, as nothing
     * else could ever reveal it. A configured password is never printed. No fixed default password
     * exists (security-test-plan P8).
     */
    async ensureFirstAdmin(admin: { email?: string; password?: string }, log: (line: string) => void) {
      if ((await countAdmins(db)) > 0) return { created: false as const };
      const generatedPassword = admin.password ? undefined : generatePassword();
      const passwordHash = await hashPassword(admin.password ?? generatedPassword!);
      const created = await db.transaction(async (tx) => {
        await lockFirstAdminCreation(tx);
        if ((await countAdmins(tx)) > 0) return undefined;
        // An ADMIN_EMAIL already used by a client is not taken over: that would hand the client admin rights.
        const email = admin.email && !(await isEmailTaken(tx, admin.email)) ? admin.email : null;
        const base = admin.email ? deriveUsernameBase(admin.email) : 'admin';
        const freeGroup = await groups.findFreeGroup(tx);
        for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
          const username = await pickFreeUsername(tx, base, attempt);
          const row = await insertUser(tx, {
            username,
            email,
            passwordHash,
            role: 'admin',
            isAnonymous: false,
            userGroupId: freeGroup.id,
          });
          if (row) return { row, emailSkipped: Boolean(admin.email) && !email };
        }
        throw new Error('Could not allocate a username for the first admin');
      });
      if (!created) return { created: false as const };
      const { row, emailSkipped } = created;
      if (emailSkipped)
        log(`ADMIN_EMAIL ${admin.email} already belongs to another account; the first admin has no e-mail.`);
      log(
        generatedPassword
          ? `First admin account created. Username: ${row.username}  Password: ${generatedPassword}  (shown once: sign in and change it)`
          : `First admin account created. Username: ${row.username} (password from ADMIN_PASSWORD)`,
      );
      return { created: true as const, username: row.username };
    },
  };
}
