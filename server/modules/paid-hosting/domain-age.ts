import type { DbOrTx } from '../../db/client.js';
import { findCachedDomain, type DomainCacheRow } from './domain-cache-repo.js';

// How old a custom domain is, for the abuse name check (a domain registered days ago is a strong phishing signal).
// Read from what the registry told the availability check (domain_search_cache): a registered domain's RDAP
// `registration` event; a domain the registry called free when it was last asked is registered by HostFree for this
// order, so it is at most as old as the time since that answer. No answer, or no registration event (WHOIS, a
// registry that leaves it out): unknown, and the scorer adds nothing.

const DAY_MS = 24 * 3600_000;

function registrationDate(summary: unknown): Date | undefined {
  const events = (summary as { events?: unknown } | null | undefined)?.events;
  if (!Array.isArray(events)) return undefined;
  for (const event of events) {
    const { eventAction, eventDate } = (event ?? {}) as { eventAction?: unknown; eventDate?: unknown };
    if (eventAction !== 'registration' || typeof eventDate !== 'string') continue;
    const at = new Date(eventDate);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return undefined;
}

/** Whole days since the domain was registered, from its cached registry answer; undefined when not known. */
export function domainAgeDays(
  row: Pick<DomainCacheRow, 'isAvailable' | 'registrarResponse' | 'lastChecked'>,
  now: Date,
) {
  const since = row.isAvailable
    ? row.lastChecked
    : registrationDate((row.registrarResponse as { summary?: unknown } | null)?.summary);
  if (!since) return undefined;
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

export async function readDomainAgeDays(db: DbOrTx, domain: string, now: Date): Promise<number | undefined> {
  const row = await findCachedDomain(db, domain);
  return row ? domainAgeDays(row, now) : undefined;
}
