import type { HostingPackage, PublicPackage } from '../../../contract/admin.js';
import { PLAN_DEFAULTS } from '../../../contract/paid-hosting.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { packageOnSaleView } from '../../lib/package-on-sale.js';
import {
  findActivePackageByPlan,
  findPackageById,
  listPackages,
  listPublicPackages,
  setStripePriceId,
  type PackageRow,
} from './repo.js';

/**
 * The public list is read by the paid-hosting pages on every view and changes only when an admin edits a
 * package: it is kept 15 s per instance. Prices are re-read from the table at checkout, never from here.
 */
export const PUBLIC_PACKAGES_TTL_MS = 15_000;

export function toPackageView(row: PackageRow): HostingPackage {
  return {
    ...packageOnSaleView(row),
    diskSpaceQuota: row.diskSpaceQuota,
    bandwidthQuota: row.bandwidthQuota,
    emailAccounts: row.emailAccounts,
    databases: row.databases,
    subdomains: row.subdomains,
    whmPackageName: row.whmPackageName,
    stripePriceId: row.stripePriceId,
    allowedTlds: row.allowedTlds,
    planType: row.planType,
    isActive: row.isActive,
    isFree: row.isFree,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a visitor may see of a package: no WHM package name, no payment ids, no flags. */
function toPublicPackageView(row: PackageRow): PublicPackage {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    planType: row.planType,
    price: row.price,
    currency: row.currency,
    // 000 §3: 'Starter Hosting' / 'Premium Hosting' when the package has no description of its own.
    description:
      row.description ??
      (row.planType === 'starter' || row.planType === 'premium' ? PLAN_DEFAULTS[row.planType].description : null),
    allowedTlds: row.allowedTlds,
    diskSpaceQuota: row.diskSpaceQuota,
    bandwidthQuota: row.bandwidthQuota,
    emailAccounts: row.emailAccounts,
    databases: row.databases,
    subdomains: row.subdomains,
  };
}

/**
 * Hosting packages as other modules read them (hosting provisioning, checkout). Lowest layer: it calls no
 * other module, so hosting may depend on it; the admin side (admin-service.ts) sits above hosting.
 */
export function createPackageService({
  db,
  now = () => new Date(),
  publicTtlMs = PUBLIC_PACKAGES_TTL_MS,
}: {
  db: Db;
  now?: () => Date;
  publicTtlMs?: number;
}) {
  let publicCache: { value: PublicPackage[]; at: number } | undefined;
  return {
    /** A package with every field (whmPackageName included), or undefined. */
    async findPackageById(id: number, tx: DbOrTx = db) {
      const row = await findPackageById(tx, id);
      return row ? toPackageView(row) : undefined;
    },

    /** Every package, oldest first (hosting keeps each one's quotas on its WHM package). */
    async listPackages(tx: DbOrTx = db) {
      return (await listPackages(tx)).map(toPackageView);
    },

    /** GET /api/hosting/packages: active starter and premium packages, public fields only. */
    async listPublicPackages(): Promise<PublicPackage[]> {
      const t = now().getTime();
      if (publicCache && t >= publicCache.at && t - publicCache.at < publicTtlMs) return publicCache.value;
      const value = (await listPublicPackages(db)).map(toPublicPackageView);
      publicCache = { value, at: t };
      return value;
    },

    /** Checkout: the plan's package as the table says now (prices are never taken from a cache or the browser). */
    async findActivePackageByPlan(planType: 'starter' | 'premium', tx: DbOrTx = db) {
      const row = await findActivePackageByPlan(tx, planType);
      return row ? toPackageView(row) : undefined;
    },

    /** The Stripe price made for a package's current amount (payments creates it; nobody types it). */
    async recordStripePrice(id: number, stripePriceId: string) {
      await setStripePriceId(db, id, stripePriceId);
      publicCache = undefined;
    },

    /** Called after every package write on this instance; other instances catch up within the TTL. */
    forgetPublicPackages() {
      publicCache = undefined;
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
