import type { DbOrTx } from '../../db/client.js';

// Where a module wired after hosting (abuse) looks at sites as they are claimed and go live, without hosting
// knowing what it looks for: abuse's wire hands hosting a guard (useSiteGuard), as accounts hands the audit module
// its directory. Until then every name passes and nothing is told.

/** The guard's word on a name: refused (the message says why, in words that do not teach the scorer), held for review, or fine. */
export type NameVerdict =
  | { outcome: 'allow' }
  | { outcome: 'refuse'; message: string; review: unknown }
  | { outcome: 'review'; review: unknown };

export interface ClaimedSite {
  id: number;
  userId: number;
  domain: string;
  createdAt: Date;
}

export interface SiteGuard {
  /**
   * Before a name is claimed (free label or custom domain); `tx` when the caller is inside a transaction;
   * `ageDays`, for a custom domain, the days since its registration (undefined when unknown). Never throws: an error
   * inside answers 'allow'.
   */
  checkName(domain: string, kind: 'free' | 'custom', tx?: DbOrTx, ageDays?: number): Promise<NameVerdict>;
  /** In the transaction that writes the site's row, when the name was held for review. */
  nameHeldForReview(tx: DbOrTx, site: ClaimedSite, review: unknown): Promise<void>;
  /** In the transaction that makes the site live for the first time. */
  siteWentLive(tx: DbOrTx, site: ClaimedSite): Promise<void>;
}

export const OPEN_GUARD: SiteGuard = {
  checkName: async () => ({ outcome: 'allow' }),
  nameHeldForReview: async () => {},
  siteWentLive: async () => {},
};

/** A holder the parts of hosting read at call time, so the guard can be handed in after they are built. */
export function createSiteGuardSlot() {
  let guard: SiteGuard = OPEN_GUARD;
  return {
    get: () => guard,
    use: (next: SiteGuard) => {
      guard = next;
    },
  };
}

export type SiteGuardSlot = ReturnType<typeof createSiteGuardSlot>;
