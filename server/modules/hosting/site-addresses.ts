import type { Db } from '../../db/client.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import { listActiveAccountIds } from './repo.js';

// Where each hosted site is served from, as WHM says (listaccts' `ip` per account), for the abuse scan: it connects
// there with the site's name as Host and SNI, never through public DNS. One listaccts answers every site, so the
// map is kept a few minutes (a rescan of thousands of sites costs one WHM call); a name missing from it (a site made
// since) is asked on its own with accountsummary.

const KEEP_MS = 5 * 60_000;
const WHM_TIMEOUT_MS = 10_000;

export function createSiteAddresses({ db, apiSettings }: { db: Db; apiSettings: ApiSettingsService }) {
  let addresses = new Map<string, string>();
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  async function load() {
    const client = await apiSettings.getWhmClient({ timeoutMs: WHM_TIMEOUT_MS });
    if (!client) throw new Error('WHM is not configured');
    const accounts = await client.listAccounts();
    addresses = new Map(accounts.flatMap((a) => (a.ip ? [[a.domain.toLowerCase(), a.ip] as const] : [])));
    loadedAt = Date.now();
  }
  const refresh = () => {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };

  return {
    /** The server address WHM gives for a hosted site, or null when WHM knows no account by that name. Throws when WHM cannot answer. */
    async findSiteServerAddress(domain: string): Promise<string | null> {
      const key = domain.toLowerCase();
      if (Date.now() - loadedAt > KEEP_MS) await refresh();
      const known = addresses.get(key);
      if (known) return known;
      const client = await apiSettings.getWhmClient({ timeoutMs: WHM_TIMEOUT_MS });
      if (!client) throw new Error('WHM is not configured');
      const account = await client.accountSummary({ domain: key });
      if (account?.ip) addresses.set(key, account.ip);
      return account?.ip ?? null;
    },
    /** Active sites' ids after `afterId`, in id order. */
    listActiveSiteIds: (afterId: number, limit: number) => listActiveAccountIds(db, afterId, limit),
  };
}
