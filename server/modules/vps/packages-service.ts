import {
  dollarsToCents,
  VPS_MESSAGES,
  VPS_PACKAGE_DEFAULTS,
  type VpsPackage,
  type VpsPackageCreateBody,
  type VpsPackageUpdateBody,
  type VpsPublicPackage,
} from '../../../contract/vps.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { pickCopyName } from '../../lib/copy-name.js';
import { hasPgCode } from '../../lib/pg-errors.js';
import type { PaymentsService } from '../payments/index.js';
import {
  countOrdersOnPackage,
  deletePackage,
  findPackageById,
  insertPackage,
  isPackageNameTaken,
  listActivePackages,
  listPackageNamesStartingWith,
  listPackages,
  lockPackage,
  updatePackage,
  type NewVpsPackage,
  type VpsPackageRow,
} from './repo.js';
import { toPackageView, toPublicPackageView } from './views.js';

// VPS Packages (001 §2 VPS Management, §3, §5, §7). The admin types the price in dollars; it is stored in whole
// cents, and each save gives the package its monthly Stripe price for that amount (prices are immutable at
// Stripe: a new amount gets a new price under a new lookup key; the old one stays for existing subscriptions).

export interface VpsPackagesDeps {
  db: Db;
  payments: Pick<PaymentsService, 'isConfigured' | 'findOrCreatePrice'>;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
}

const notFound = () => new AppError('NOT_FOUND', VPS_MESSAGES.packageNotFound);
const nameTaken = () => new AppError('CONFLICT', VPS_MESSAGES.nameTaken);

/** The fields of a body as columns: price dollars → cents, vcpu as numeric text. */
function toColumns(body: VpsPackageUpdateBody): Partial<NewVpsPackage> {
  const { price, vcpu, ...rest } = body;
  return {
    ...rest,
    ...(price !== undefined ? { price: dollarsToCents(price) } : {}),
    ...(vcpu !== undefined ? { vcpu: vcpu.toFixed(2) } : {}),
  };
}

export function createVpsPackagesService({ db, payments, log, audit, now }: VpsPackagesDeps) {
  /** The package's Stripe price for its current amount (found by lookup key, created once). */
  async function priceIdFor(row: VpsPackageRow): Promise<string> {
    return payments.findOrCreatePrice({
      productKey: `vps_${row.id}`,
      productName: `${row.displayName} VPS`,
      unitAmount: row.price,
      currency: row.currency.toLowerCase(),
      interval: 'month',
    });
  }

  /** Records the price id when it changed; answers the (possibly updated) row. */
  async function ensurePrice(row: VpsPackageRow): Promise<VpsPackageRow> {
    const priceId = await priceIdFor(row);
    if (priceId === row.stripePriceId) return row;
    return (await updatePackage(db, row.id, { stripePriceId: priceId, updatedAt: now() })) ?? row;
  }

  /** After a save: the price now when Stripe is configured; an outage only postpones it to the first checkout. */
  async function withStripePrice(row: VpsPackageRow): Promise<VpsPackage> {
    try {
      if (await payments.isConfigured()) return toPackageView(await ensurePrice(row));
    } catch (error) {
      log.warn(
        {
          event: 'vps-package-stripe-price-failed',
          packageId: row.id,
          reason: error instanceof Error ? error.message : String(error),
        },
        'Stripe price not created; checkout will create it',
      );
    }
    return toPackageView(row);
  }

  return {
    ensurePrice,
    findPackageById: (id: number) => findPackageById(db, id),

    async listPackages(): Promise<VpsPackage[]> {
      return (await listPackages(db)).map(toPackageView);
    },

    /** GET /api/vps/packages: active packages by sortOrder. */
    async listActivePackages(): Promise<VpsPublicPackage[]> {
      return (await listActivePackages(db)).map(toPublicPackageView);
    },

    async createPackage(actorId: number, body: VpsPackageCreateBody): Promise<VpsPackage> {
      if (await isPackageNameTaken(db, body.name)) throw nameTaken();
      const columns = toColumns(body);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertPackage(tx, {
          ...VPS_PACKAGE_DEFAULTS,
          ...columns,
          name: body.name,
          displayName: body.displayName,
          price: dollarsToCents(body.price),
          vcpu: body.vcpu.toFixed(2),
          memory: body.memory,
          storage: body.storage,
          trafficPort: body.trafficPort,
          osChoices: body.osChoices,
          description: body.description ?? null,
          stripePriceId: null,
        });
        if (inserted)
          await audit.record(tx, {
            action: 'vps-package.created',
            targetType: 'vps-package',
            targetId: inserted.id,
            details: { ...body },
          });
        return inserted;
      });
      if (!row) throw nameTaken();
      log.info({ event: 'vps-package-created', packageId: row.id, byUserId: actorId }, 'VPS package created');
      return withStripePrice(row);
    },

    async updatePackage(actorId: number, id: number, body: VpsPackageUpdateBody): Promise<VpsPackage> {
      if (body.name !== undefined && (await isPackageNameTaken(db, body.name, id))) throw nameTaken();
      const row = await db
        .transaction(async (tx) => {
          const updated = await updatePackage(tx, id, { ...toColumns(body), updatedAt: now() });
          if (updated)
            await audit.record(tx, {
              action: 'vps-package.updated',
              targetType: 'vps-package',
              targetId: id,
              details: { ...body },
            });
          return updated;
        })
        .catch((error: unknown) => {
          throw hasPgCode(error, '23505') ? nameTaken() : error;
        });
      if (!row) throw notFound();
      log.info(
        { event: 'vps-package-updated', packageId: id, byUserId: actorId, fields: Object.keys(body) },
        'VPS package updated',
      );
      return withStripePrice(row);
    },

    /**
     * POST /api/admin/vps-packages/{id}/duplicate: '<name>-copy', then '<name>-copy-2', … The copy starts inactive
     * (the screen opens it in edit mode; nothing sells it before an admin has reviewed it) and gets its own price.
     */
    async duplicatePackage(actorId: number, id: number): Promise<VpsPackage> {
      const source = await findPackageById(db, id);
      if (!source) throw notFound();
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source;
      for (let attempt = 0; attempt < 5; attempt++) {
        const name = pickCopyName(
          source.name,
          await listPackageNamesStartingWith(db, `${source.name.slice(0, 90)}-copy`),
        );
        const row = await db.transaction(async (tx) => {
          const copy = await insertPackage(tx, {
            ...fields,
            name,
            displayName: `${source.displayName} (Copy)`.slice(0, 200),
            stripePriceId: null,
            isActive: false,
          });
          if (copy)
            await audit.record(tx, {
              action: 'vps-package.duplicated',
              targetType: 'vps-package',
              targetId: copy.id,
              details: { fromPackageId: id },
            });
          return copy;
        });
        if (row) {
          log.info(
            { event: 'vps-package-duplicated', packageId: row.id, fromPackageId: id, byUserId: actorId },
            'VPS package duplicated',
          );
          return withStripePrice(row);
        }
      }
      throw nameTaken();
    },

    /** DELETE /api/admin/vps-packages/{id}: refused (409) while any order names the package. */
    async deletePackage(actorId: number, id: number) {
      const deleted = await db.transaction(async (tx) => {
        if (!(await lockPackage(tx, id))) return false;
        const orders = await countOrdersOnPackage(tx, id);
        if (orders > 0) throw new AppError('CONFLICT', VPS_MESSAGES.packageInUse, { orders });
        const gone = await deletePackage(tx, id);
        if (gone) await audit.record(tx, { action: 'vps-package.deleted', targetType: 'vps-package', targetId: id });
        return gone;
      });
      if (!deleted) throw notFound();
      log.info({ event: 'vps-package-deleted', packageId: id, byUserId: actorId }, 'VPS package deleted');
      return { message: VPS_MESSAGES.packageDeleted };
    },
  };
}

export type VpsPackagesService = ReturnType<typeof createVpsPackagesService>;
