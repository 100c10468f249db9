import type { PlanResource } from '../../../contract/plan-changes.js';
import type { Db } from '../../db/client.js';
import type { PlanChangeFacts, PlanOption, ProductPlans, ProductRecord } from '../payments/index.js';
import type { VpsPackagesService } from './packages-service.js';
import { findOrderById, findPackageById, listActivePackages, updateOrder, type VpsPackageRow } from './repo.js';

// VPS on the commerce core's plan changes: a customer moves between the active packages, priced from the packages
// table. A VPS is resized by an admin (orders are fulfilled by hand), so a change that takes effect updates the order
// to the new package's figures and puts it back to 'processing' with a note, where VPS Orders shows it to be done.

export interface VpsPlansDeps {
  db: Db;
  packages: Pick<VpsPackagesService, 'ensurePrice'>;
  now: () => Date;
}

export function createVpsPlans({ db, packages, now }: VpsPlansDeps) {
  async function orderOf(record: ProductRecord) {
    const order = /^\d{1,10}$/.test(record.ref) ? await findOrderById(db, Number(record.ref)) : undefined;
    return order && order.status !== 'cancelled' ? order : undefined;
  }

  /** A machine's figures; the order keeps what was bought (a package edited since does not change a running VPS). */
  const resourcesOf = (figures: {
    vcpu: string | number | null;
    memory: number | null;
    storage: number | null;
    ipv4Addresses?: number | null;
  }): PlanResource[] => {
    const out: PlanResource[] = [];
    if (figures.vcpu !== null) out.push({ key: 'vcpu', amount: Number(figures.vcpu) });
    if (figures.memory !== null) out.push({ key: 'memoryMb', amount: figures.memory });
    if (figures.storage !== null) out.push({ key: 'storageGb', amount: figures.storage });
    if (figures.ipv4Addresses != null) out.push({ key: 'ipv4Addresses', amount: figures.ipv4Addresses });
    return out;
  };

  const optionOf = async (pkg: VpsPackageRow): Promise<PlanOption> => ({
    plan: String(pkg.id),
    name: pkg.displayName,
    amountCents: pkg.price,
    currency: pkg.currency.toLowerCase(),
    priceId: (await packages.ensurePrice(pkg)).stripePriceId!,
    resources: resourcesOf(pkg),
  });

  const plans: ProductPlans = {
    async current(record) {
      const order = await orderOf(record);
      const pkg = order?.packageId ? await findPackageById(db, order.packageId) : undefined;
      if (!order || !pkg) return null;
      // What the customer pays now is what they bought (a package's price may have changed since).
      return {
        plan: String(pkg.id),
        name: order.packageName ?? pkg.displayName,
        amountCents: order.packagePrice ?? pkg.price,
        currency: pkg.currency.toLowerCase(),
        resources: resourcesOf({
          vcpu: order.vcpu ?? pkg.vcpu,
          memory: order.memory ?? pkg.memory,
          storage: order.storage ?? pkg.storage,
          ipv4Addresses: pkg.ipv4Addresses,
        }),
      };
    },
    async options(record) {
      const order = await orderOf(record);
      if (!order) return [];
      const offered = (await listActivePackages(db)).filter((pkg) => pkg.id !== order.packageId && pkg.price > 0);
      const options: PlanOption[] = [];
      for (const pkg of offered) options.push(await optionOf(pkg));
      return options;
    },
  };

  async function planChanged(facts: PlanChangeFacts, record: ProductRecord) {
    const order = await orderOf(record);
    const pkg = await findPackageById(db, Number(facts.toPlan));
    if (!order || !pkg || order.packageId === pkg.id) return;
    const note = `Package changed from ${order.packageName ?? 'the previous package'} to ${pkg.displayName} on ${now().toISOString().slice(0, 10)}: resize the server.`;
    await updateOrder(
      db,
      order.id,
      {
        packageId: pkg.id,
        packageName: pkg.displayName,
        packagePrice: pkg.price,
        vcpu: pkg.vcpu,
        memory: pkg.memory,
        storage: pkg.storage,
        status: order.status === 'completed' ? 'processing' : order.status,
        serverNotes: order.serverNotes ? `${order.serverNotes}\n${note}` : note,
      },
      now(),
    );
  }

  async function productKeys() {
    return (await listActivePackages(db)).map((pkg) => ({ key: `vps_${pkg.id}`, name: `${pkg.displayName} VPS` }));
  }

  return { plans, planChanged, promotable: { productKeys } };
}
