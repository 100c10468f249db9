import type { Scenario } from '../lib/scenario.js';
import { signUp } from '../lib/app-api.js';

// GET /api/hosting-accounts for a client with 2 accounts: the dashboard's list.
export const hostingUserAccountsScenario: Scenario = {
  name: 'hosting-user-accounts',
  description: 'GET /api/hosting-accounts for a user with 2 accounts (PostgreSQL)',
  async prepare({ appUrl }) {
    const token = await signUp(appUrl, 'bench-hosting');
    const stamp = Date.now().toString(36);
    for (const n of [1, 2]) {
      // WHM is not configured on the bench server: the accounts stay pending, which the list shows as is.
      const res = await fetch(`${appUrl}/api/hosting-accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ subdomain: `bench${stamp}n${n}` }),
      });
      if (res.status !== 201) throw new Error(`hosting account not created: ${res.status} ${await res.text()}`);
    }
    return { path: '/api/hosting-accounts', headers: { authorization: `Bearer ${token}` } };
  },
};
