import type { Scenario } from '../lib/scenario.js';
import { signUp } from '../lib/app-api.js';

// GET /api/user with a valid token: the cost of authentication on every signed-in request.
export const getUserScenario: Scenario = {
  name: 'get-user',
  description: 'GET /api/user with a valid token (PostgreSQL)',
  async prepare({ appUrl }) {
    const token = await signUp(appUrl, 'bench-user');
    return { path: '/api/user', headers: { authorization: `Bearer ${token}` } };
  },
};
