import type { AuditTrail } from '../../lib/audit-trail.js';
import {
  ADMIN_MESSAGES,
  PACKAGE_DEFAULTS,
  packageInUseMessage,
  whmPackageSharedMessage,
  type CreatePackageBody,
  type HostingPackage,
  type UpdatePackageBody,
} from '../../../contract/admin.js';
import { FREE_PACKAGE_ID } from '../../../contract/constants.js';
import { sameQuotas, type SoldQuotas } from '../../../contract/quotas.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { pickCopyName } from '../../lib/copy-name.js';
import { hasPgCode } from '../../lib/pg-errors.js';
import {
  deletePackage,
  findPackageById,
  insertPackage,
  isPackageNameTaken,
  listNamesStartingWith,
  listPackages,
  listPackagesOnWhmPackage,
  lockPackage,
  type NewPackage,
  type PackageService,
  toPackageView,
  updatePackage,
} from '../packages/index.js';

export interface PackageAdminDeps {
  db: Db;
  /** The cache of the public list, dropped after each write. */
  packages: Pick<PackageService, 'forgetPublicPackages' | 'recordStripePrice'>;
  /** Hosting accounts on a package (the hosting module owns them). */
  countAccountsOnPackage: (packageId: number) => Promise<number>;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
  /**
   * The card provider's monthly price for a paid (starter/premium) package's current amount, created when missing
   * (never typed by hand). Undefined, or null answered, when no provider is configured: checkout creates it.
   */
  ensureStripePrice?: (pkg: HostingPackage) => Promise<string | null>;
  /**
   * The package's quotas go onto its WHM package (hosting owns WHM). `schedule` runs in the transaction
   * of the save, `nudge` after it commits.
   */
  whmPackageSync?: { schedule: (tx: DbOrTx) => Promise<void>; nudge: () => void };
}

const notFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.packageNotFound);
const nameTaken = () => new AppError('CONFLICT', ADMIN_MESSAGES.packageNameTaken);

/** Package Management (001 §2, §5, §7). Prices are cents; quotas MB. */
export function createPackageAdminService({
  db,
  packages,
  countAccountsOnPackage,
  log,
  now,
  ensureStripePrice,
  audit,
  whmPackageSync,
}: PackageAdminDeps) {
  /**
   * A WHM package gives every account on it one set of limits: another package naming it must sell the same
   * quotas, or saving this one would change what that one's accounts get. 409 naming the other.
   */
  async function refuseSharedWhmPackage(
    whmPackageName: string | null | undefined,
    quotas: SoldQuotas,
    exceptId?: number,
  ) {
    if (!whmPackageName) return;
    const others = (await listPackagesOnWhmPackage(db, whmPackageName)).filter((p) => p.id !== exceptId);
    const other = others.find((p) => !sameQuotas(p, quotas));
    if (other)
      throw new AppError('CONFLICT', whmPackageSharedMessage(whmPackageName, other.displayName), {
        field: 'whmPackageName',
      });
  }

  /** After a save: a paid package gets its Stripe price now; an outage only postpones it to the first checkout. */
  async function withStripePrice(view: HostingPackage): Promise<HostingPackage> {
    if (!ensureStripePrice || (view.planType !== 'starter' && view.planType !== 'premium') || view.price <= 0)
      return view;
    try {
      const priceId = await ensureStripePrice(view);
      if (!priceId || priceId === view.stripePriceId) return view;
      await packages.recordStripePrice(view.id, priceId);
      return { ...view, stripePriceId: priceId };
    } catch (error) {
      log.warn(
        {
          event: 'package-stripe-price-failed',
          packageId: view.id,
          reason: error instanceof Error ? error.message : String(error),
        },
        'Stripe price not created; checkout will create it',
      );
      return view;
    }
  }

  const refuseInUse = async (id: number) => {
    const accounts = await countAccountsOnPackage(id);
    if (accounts > 0) throw new AppError('CONFLICT', packageInUseMessage(accounts), { accounts });
  };

  return {
    async listPackages() {
      return (await listPackages(db)).map(toPackageView);
    },

    async createPackage(actorId: number, body: CreatePackageBody) {
      if (await isPackageNameTaken(db, body.name)) throw nameTaken();
      const planType = body.planType ?? PACKAGE_DEFAULTS.planType;
      await refuseSharedWhmPackage(body.whmPackageName, { ...PACKAGE_DEFAULTS, ...body });
      const row = await db.transaction(async (tx) => {
        const inserted = await insertPackage(tx, {
          ...PACKAGE_DEFAULTS,
          ...body,
          description: body.description ?? null,
          stripePriceId: null,
          allowedTlds: body.allowedTlds ?? [],
          planType,
          isFree: body.isFree ?? planType === 'free',
        });
        if (inserted)
          await audit.record(tx, {
            action: 'package.created',
            targetType: 'package',
            targetId: inserted.id,
            details: { ...body },
          });
        if (inserted) await whmPackageSync?.schedule(tx);
        return inserted;
      });
      if (!row) throw nameTaken();
      whmPackageSync?.nudge();
      packages.forgetPublicPackages();
      log.info({ event: 'package_created', packageId: row.id, byUserId: actorId }, 'hosting package created');
      return withStripePrice(toPackageView(row));
    },

    async updatePackage(actorId: number, id: number, body: UpdatePackageBody) {
      // Free accounts are created on package 1 (000 §9), which hosting accepts only while it is free and active.
      if (
        id === FREE_PACKAGE_ID &&
        ((body.planType !== undefined && body.planType !== 'free') ||
          body.isFree === false ||
          (body.price !== undefined && body.price !== 0) ||
          body.isActive === false)
      ) {
        throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.freePackageStaysFree);
      }
      if (body.name !== undefined && (await isPackageNameTaken(db, body.name, id))) throw nameTaken();
      const current = await findPackageById(db, id);
      if (!current) throw notFound();
      const next = { ...current, ...body };
      await refuseSharedWhmPackage(next.whmPackageName, next, id);
      const changes: Partial<NewPackage> = { ...body, updatedAt: now() };
      const row = await db
        .transaction(async (tx) => {
          const updated = await updatePackage(tx, id, changes);
          if (updated)
            await audit.record(tx, {
              action: 'package.updated',
              targetType: 'package',
              targetId: id,
              details: { ...body },
            });
          if (updated) await whmPackageSync?.schedule(tx);
          return updated;
        })
        .catch((error: unknown) => {
          throw hasPgCode(error, '23505') ? nameTaken() : error;
        });
      if (!row) throw notFound();
      whmPackageSync?.nudge();
      packages.forgetPublicPackages();
      log.info(
        { event: 'package_updated', packageId: id, byUserId: actorId, fields: Object.keys(body) },
        'hosting package updated',
      );
      return withStripePrice(toPackageView(row));
    },

    /**
     * POST /api/admin/packages/{id}/duplicate: '<name>-copy', then '<name>-copy-2', … The copy starts
     * inactive and without a Stripe price, so nothing sells it before an admin has reviewed it.
     */
    async duplicatePackage(actorId: number, id: number) {
      const source = await findPackageById(db, id);
      if (!source) throw notFound();
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source;
      for (let attempt = 0; attempt < 5; attempt++) {
        const name = pickCopyName(source.name, await listNamesStartingWith(db, `${source.name.slice(0, 90)}-copy`));
        const row = await db.transaction(async (tx) => {
          const inserted = await insertPackage(tx, {
            ...fields,
            name,
            displayName: `${source.displayName} (Copy)`.slice(0, 200),
            stripePriceId: null,
            isActive: false,
          });
          if (inserted)
            await audit.record(tx, {
              action: 'package.created',
              targetType: 'package',
              targetId: inserted.id,
              details: { duplicateOf: id, name },
            });
          return inserted;
        });
        if (row) {
          packages.forgetPublicPackages();
          log.info(
            { event: 'package_duplicated', packageId: row.id, fromPackageId: id, byUserId: actorId },
            'hosting package duplicated',
          );
          return toPackageView(row);
        }
      }
      throw nameTaken();
    },

    /** DELETE /api/admin/packages/{id}: never package 1, never a package hosting accounts use. */
    async deletePackage(actorId: number, id: number) {
      if (id === FREE_PACKAGE_ID) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.freePackageProtected);
      await refuseInUse(id);
      const deleted = await db
        .transaction(async (tx) => {
          if (!(await lockPackage(tx, id))) return false;
          const gone = await deletePackage(tx, id);
          if (gone) await audit.record(tx, { action: 'package.deleted', targetType: 'package', targetId: id });
          return gone;
        })
        .catch(async (error: unknown) => {
          // hosting_accounts.package_id is ON DELETE RESTRICT: an account created on it meanwhile keeps it.
          if (!hasPgCode(error, '23503')) throw error;
          await refuseInUse(id);
          throw new AppError('CONFLICT', packageInUseMessage(1));
        });
      if (!deleted) throw notFound();
      packages.forgetPublicPackages();
      log.info({ event: 'package_deleted', packageId: id, byUserId: actorId }, 'hosting package deleted');
      return { message: ADMIN_MESSAGES.packageDeleted };
    },
  };
}

export type PackageAdminService = ReturnType<typeof createPackageAdminService>;
