import type { PaidPlanType } from '../../../contract/paid-hosting.js';
import type { PlanResource } from '../../../contract/plan-changes.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { HostingService } from '../hosting/index.js';
import type { PackageService } from '../packages/index.js';
import type { PlanChangeFacts, PlanOption, ProductPlans, ProductRecord } from '../payments/index.js';
import type { HostingBilling } from './billing.js';
import { findOrderById, updateOrder } from './orders-repo.js';
import { PLAN_CHANGE_MESSAGES } from '../../../contract/plan-changes.js';

// Paid hosting's plans for the commerce core's plan changes: Starter ↔ Premium (every active paid package of those
// plans), priced from the packages table. A downgrade is refused while the account uses more than the smaller
// package allows, naming what to remove, from the use WHM reports now. The change itself moves the order and the
// account's package (hosting's retried WHM job).

type Package = NonNullable<Awaited<ReturnType<PackageService['findPackageById']>>>;

const PAID_PLANS = new Set(['starter', 'premium']);

export interface PaidHostingPlansDeps {
  db: Db;
  packages: Pick<PackageService, 'findPackageById' | 'listPackages'>;
  hosting: Pick<HostingService, 'paidPackages'>;
  billing: Pick<HostingBilling, 'ensurePrice'>;
  now: () => Date;
}

export function createPaidHostingPlans({ db, packages, hosting, billing, now }: PaidHostingPlansDeps) {
  const isOffered = (pkg: Package) => pkg.isActive && !pkg.isFree && pkg.price > 0 && PAID_PLANS.has(pkg.planType);

  async function orderOf(record: ProductRecord) {
    const order = /^\d{1,10}$/.test(record.ref) ? await findOrderById(db, Number(record.ref)) : undefined;
    return order && order.status !== 'pending' && order.status !== 'released' ? order : undefined;
  }

  const priceOf = (pkg: Package) =>
    billing.ensurePrice({
      id: pkg.id,
      name: pkg.name,
      displayName: pkg.displayName,
      planType: pkg.planType as PaidPlanType,
      price: pkg.price,
      currency: pkg.currency,
    });

  /** The quotas a package sells, as the dialog compares them (sizes in MB, 0 = unlimited; counts, 999+ = unlimited). */
  const resourcesOf = (pkg: Package): PlanResource[] => [
    { key: 'diskMb', amount: pkg.diskSpaceQuota },
    { key: 'bandwidthMb', amount: pkg.bandwidthQuota },
    { key: 'emailAccounts', amount: pkg.emailAccounts },
    { key: 'databases', amount: pkg.databases },
    { key: 'subdomains', amount: pkg.subdomains },
  ];

  const plans: ProductPlans = {
    async current(record) {
      const order = await orderOf(record);
      const pkg = order?.hostingPackageId ? await packages.findPackageById(order.hostingPackageId) : undefined;
      if (!order || !pkg) return null;
      return {
        plan: String(pkg.id),
        name: pkg.displayName,
        amountCents: pkg.price,
        currency: pkg.currency.toLowerCase(),
        resources: resourcesOf(pkg),
      };
    },

    async options(record) {
      const order = await orderOf(record);
      if (!order) return [];
      const offered = (await packages.listPackages()).filter((p) => isOffered(p) && p.id !== order.hostingPackageId);
      const options: PlanOption[] = [];
      for (const pkg of offered)
        options.push({
          plan: String(pkg.id),
          name: pkg.displayName,
          amountCents: pkg.price,
          currency: pkg.currency.toLowerCase(),
          priceId: await priceOf(pkg),
          resources: resourcesOf(pkg),
        });
      return options;
    },

    async excessFor(record, target) {
      const order = await orderOf(record);
      const pkg = await packages.findPackageById(Number(target.plan));
      if (!order?.hostingAccountId || !pkg) return [];
      const usage = await hosting.paidPackages.usageOf(order.hostingAccountId).catch(() => {
        throw new AppError('UPSTREAM_FAILED', PLAN_CHANGE_MESSAGES.usageUnreadable, { retryable: true });
      });
      if (!usage) return [];
      const over: string[] = [];
      const check = (used: number | null, allowed: number, what: (n: number) => string) => {
        if (used !== null && allowed > 0 && used > allowed) over.push(what(used - allowed));
      };
      check(usage.diskMb, pkg.diskSpaceQuota, (n) => `${n} MB of files (the plan allows ${pkg.diskSpaceQuota} MB)`);
      check(
        usage.emailAccounts,
        pkg.emailAccounts,
        (n) => `${n} e-mail account${n === 1 ? '' : 's'} (the plan allows ${pkg.emailAccounts})`,
      );
      check(
        usage.databases,
        pkg.databases,
        (n) => `${n} database${n === 1 ? '' : 's'} (the plan allows ${pkg.databases})`,
      );
      check(
        usage.subdomains,
        pkg.subdomains,
        (n) => `${n} subdomain${n === 1 ? '' : 's'} (the plan allows ${pkg.subdomains})`,
      );
      return over;
    },
  };

  /** The order is on the new plan, and the account on its package (WHM follows through hosting's retried job). */
  async function planChanged(facts: PlanChangeFacts, record: ProductRecord) {
    const order = await orderOf(record);
    const pkg = await packages.findPackageById(Number(facts.toPlan));
    if (!order || !pkg) return;
    if (order.hostingPackageId !== pkg.id)
      await updateOrder(
        db,
        order.id,
        { hostingPackageId: pkg.id, planType: pkg.planType, finalPrice: pkg.price },
        now(),
      );
    if (order.hostingAccountId) await hosting.paidPackages.changePackage(order.hostingAccountId, pkg.id);
  }

  /** Every paid package's Stripe product: a code for paid hosting discounts any plan. */
  async function productKeys() {
    return (await packages.listPackages())
      .filter(isOffered)
      .map((pkg) => ({ key: `hosting_${pkg.id}`, name: `${pkg.displayName} hosting (${pkg.planType})` }));
  }

  return { plans, planChanged, promotable: { productKeys } };
}
