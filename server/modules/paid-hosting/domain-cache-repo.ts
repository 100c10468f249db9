import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { domainSearchCache } from '../../db/schema/index.js';

export type DomainCacheRow = typeof domainSearchCache.$inferSelect;

export async function findCachedDomain(db: DbOrTx, domain: string): Promise<DomainCacheRow | undefined> {
  return (await db.select().from(domainSearchCache).where(eq(domainSearchCache.domain, domain)).limit(1))[0];
}

export async function saveCachedDomain(
  db: DbOrTx,
  values: { domain: string; isAvailable: boolean; registrarResponse: unknown; lastChecked: Date; expiresAt: Date },
) {
  await db
    .insert(domainSearchCache)
    .values(values)
    .onConflictDoUpdate({
      target: domainSearchCache.domain,
      set: {
        isAvailable: values.isAvailable,
        registrarResponse: values.registrarResponse,
        lastChecked: values.lastChecked,
        expiresAt: values.expiresAt,
      },
    });
}
