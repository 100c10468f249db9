// Vultr plans, regions and operating systems (001 §3 Vultr metadata), cached per account for ten minutes so
// the /compute page and the admin dialog do not cost three Vultr calls each; and the client's compute meta.
import {
  AZURE_EXTRA_RUN_PRICE_CENTS, AZURE_OS_CHOICES, AZURE_TRIAL_HOURS, AZURE_VM_SIZE, COMPUTE_MESSAGES, type ComputeMeta, type VultrMeta,
} from '../../../contract/compute.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ComputeAccounts } from './accounts-service.js';
import { providerAppError } from './provider-errors.js';
import { findUserById } from '../accounts/user-repo.js';
import { decideTrial, freeTrialLeft } from './trial-eligibility.js';
import { countLive, countTrialsUsed, readSettings, type VultrAccountRow } from './repo.js';

export const META_TTL_MS = 10 * 60_000;
/** Sources the OS picker hides (vultr.md §9): they need an ISO, snapshot, backup or app id, not os_id. */
const HIDDEN_OS_FAMILIES = new Set(['iso', 'snapshot', 'backup', 'application']);

export interface ComputeMetaDeps {
  db: Db;
  accounts: ComputeAccounts;
  now: () => Date;
  /** Whether the payments layer has Stripe keys, so the $3 extra run (extra-runs.ts) can be charged. */
  paymentsAvailable: () => Promise<boolean>;
}

export function createComputeMeta({ db, accounts, now, paymentsAvailable }: ComputeMetaDeps) {
  const cache = new Map<number, { at: number; key: string; meta: VultrMeta }>();

  async function vultrMetaFor(row: VultrAccountRow): Promise<VultrMeta> {
    // The cache entry is only valid for the same key and region list (an edit changes both).
    const stamp = `${row.apiKey}|${row.allowedRegions.join(',')}`;
    const hit = cache.get(row.id);
    if (hit && hit.key === stamp && now().getTime() - hit.at < META_TTL_MS) return hit.meta;
    const client = accounts.vultrClientFor(row);
    const [plans, regions, os] = await Promise.all([client.listPlans(), client.listRegions(), client.listOs()]);
    const allowed = row.allowedRegions.length ? new Set(row.allowedRegions) : null;
    const regionList = regions.filter((r) => !allowed || allowed.has(r.id));
    const regionIds = new Set(regionList.map((r) => r.id));
    const meta: VultrMeta = {
      provider: 'vultr',
      accountId: row.id,
      plans: plans
        .map((p) => ({ ...p, locations: p.locations.filter((l) => regionIds.has(l)) }))
        .filter((p) => p.locations.length > 0)
        .map((p) => ({ id: p.id, vcpu_count: p.vcpuCount, vcpus: p.vcpuCount, ram: p.ram, disk: p.disk, monthly_cost: p.monthlyCost, locations: p.locations })),
      regions: regionList.map((r) => ({ id: r.id, city: r.city, country: r.country, continent: r.continent })),
      operatingSystems: os.filter((o) => !HIDDEN_OS_FAMILIES.has(o.family)).map((o) => ({ id: o.id, name: o.name, family: o.family, arch: o.arch })),
    };
    cache.set(row.id, { at: now().getTime(), key: stamp, meta });
    return meta;
  }

  /** The provider a client launches on: the default one when it has an account, else the other, else none. */
  async function activeProvider(): Promise<'azure' | 'vultr' | null> {
    const settings = await readSettings(db);
    const preferred = settings?.defaultProvider ?? 'azure';
    const has = { vultr: Boolean(await accounts.activeVultrAccount()), azure: Boolean(await accounts.activeAzureAccount()) };
    if (has[preferred]) return preferred;
    const other = preferred === 'azure' ? 'vultr' : 'azure';
    return has[other] ? other : null;
  }

  return {
    vultrMetaFor,
    activeProvider,
    forget: (accountId: number) => void cache.delete(accountId),

    /** GET /api/admin/vultr/meta?accountId= */
    async adminVultrMeta(accountId?: number): Promise<VultrMeta> {
      const row = accountId ? await accounts.findVultrAccount(accountId) : await accounts.activeVultrAccount();
      if (!row) throw new AppError(accountId ? 'NOT_FOUND' : 'BAD_REQUEST', accountId ? COMPUTE_MESSAGES.accountNotFound : COMPUTE_MESSAGES.vultrAccountRequired);
      try {
        return await vultrMetaFor(row);
      } catch (error) {
        throw providerAppError(error, COMPUTE_MESSAGES.vultrMetaFailed);
      }
    },

    /** GET /api/compute/meta for the signed-in user. */
    async clientMeta(userId: number): Promise<ComputeMeta> {
      const provider = await activeProvider();
      if (provider === 'vultr') {
        const row = (await accounts.activeVultrAccount())!;
        let meta: VultrMeta;
        try {
          meta = await vultrMetaFor(row);
        } catch (error) {
          throw providerAppError(error, COMPUTE_MESSAGES.computeMetaFailed);
        }
        return {
          provider,
          plans: meta.plans.map((p) => ({ id: p.id, vcpu_count: p.vcpu_count, ram: p.ram, disk: p.disk, monthly_cost: p.monthly_cost, locations: p.locations })),
          regions: meta.regions.map((r) => ({ id: r.id, city: r.city, country: r.country })),
          operatingSystems: meta.operatingSystems.map((o) => ({ id: o.id, name: o.name })),
          trial: null,
        };
      }
      if (provider === 'azure') {
        const row = (await accounts.activeAzureAccount())!;
        const used = await countTrialsUsed(db, userId);
        const running = (await countLive(db, userId, 'azure')) > 0;
        const canCharge = await paymentsAvailable();
        // Issue 21: the launch's own decision, shown before Launch (trial-eligibility.ts).
        const user = await findUserById(db, userId);
        const eligibility = user ? await decideTrial(db, user, { canCharge }) : { block: null, message: null, nextStep: null };
        return {
          provider,
          plans: [{ id: AZURE_VM_SIZE, vcpu_count: 1, ram: 2048, disk: 60 }],
          regions: (row.allowedRegions.length ? row.allowedRegions : ['eastus']).map((id) => ({ id })),
          operatingSystems: AZURE_OS_CHOICES.map((o) => ({ id: o.id, name: o.name })),
          trial: {
            hours: AZURE_TRIAL_HOURS, freeTrialAvailable: used === 0 && freeTrialLeft(eligibility), running,
            extraRunPriceCents: AZURE_EXTRA_RUN_PRICE_CENTS, paymentsAvailable: canCharge, eligibility,
          },
        };
      }
      return { provider: null, plans: [], regions: [], operatingSystems: [], trial: null };
    },
  };
}

export type ComputeMetaService = ReturnType<typeof createComputeMeta>;
