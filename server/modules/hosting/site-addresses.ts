import type { Db } from '../../db/client.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import { listActiveAccountIds } from './repo.js';

// Where each hosted site is served from, as WHM says (accountsummary's `ip`), for the abuse scan: it connects there
// with the site's name as Host and SNI, never through public DNS. One small call per site, kept a few minutes: a
// weekly rescan of 20,000 sites is ~2 calls a minute, where one listaccts of every account would be one huge answer
// that a busy WHM times out on.

const KEEP_MS = 10 * 60_000;
const KEEP_MAX = 50_000;
const WHM_TIMEOUT_MS = 10_000;

export function createSiteAddresses({ db, apiSettings }: { db: Db; apiSettings: ApiSettingsService }) {
  const kept = new Map<string, { ip: string; at: number }>();

  return {
    /** The server address WHM gives for a hosted site, or null when WHM knows no account by that name. Throws when WHM cannot answer. */
    async findSiteServerAddress(domain: string): Promise<string | null> {
      const key = domain.toLowerCase();
      const known = kept.get(key);
      if (known && Date.now() - known.at < KEEP_MS) return known.ip;
      const client = await apiSettings.getWhmClient({ timeoutMs: WHM_TIMEOUT_MS });
      if (!client) throw new Error('WHM is not configured');
      const account = await client.accountSummary({ domain: key });
      if (account?.ip) {
        if (kept.size >= KEEP_MAX) kept.clear();
        kept.set(key, { ip: account.ip, at: Date.now() });
      }
      return account?.ip ?? null;
    },
    /** Active sites' ids after `afterId`, in id order. */
    listActiveSiteIds: (afterId: number, limit: number) => listActiveAccountIds(db, afterId, limit),
  };
}
