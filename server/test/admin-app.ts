import { registerAdmin, registerUser, type SignedInUser } from './accounts.js';
import { createTestApp, type TestContext } from './harness.js';

/** What an admin-route test file starts from: its app, a signed-in admin and a signed-in client. */
export interface AdminTestApp {
  t: TestContext;
  admin: SignedInUser;
  client: SignedInUser;
}

/**
 * The set-up every admin-route test file shares: one app (createTestApp's arguments pass through), an admin, and a
 * client to show that the same calls are refused to a non-admin. The caller closes `t` after its tests.
 */
export async function startAdminTestApp(...args: Parameters<typeof createTestApp>): Promise<AdminTestApp> {
  const t = await createTestApp(...args);
  const admin = await registerAdmin(t.app, t.database.db);
  const client = await registerUser(t.app);
  return { t, admin, client };
}
