// Each account's catalogue (plans, regions, images), cached for ten minutes so the /compute page and the admin
// dialog do not cost three provider calls each; the provider a client launches on; and the client's compute meta.
import { COMPUTE_MESSAGES, type ComputeMeta } from '../../../contract/compute.js';
import { type CatalogueMeta } from '../../../contract/compute-accounts.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ComputeAccounts } from './accounts-service.js';
import { providerAppError } from './provider-errors.js';
import type { AnyProvider } from './providers/registry.js';
import type { CloudAccountRecord } from './providers/types.js';
import { findUserById } from '../accounts/index.js';
import { decideTrial, freeTrialLeft, trialRulesOf } from './trial-eligibility.js';
import { countLive, countTrialsUsed, readSettings } from './repo.js';

export const META_TTL_MS = 10 * 60_000;

export interface ComputeMetaDeps {
  db: Db;
  accounts: ComputeAccounts;
  now: () => Date;
  /** Whether the payments layer has Stripe keys, so the $3 extra run (extra-runs.ts) can be charged. */
  paymentsAvailable: () => Promise<boolean>;
  /** The admin's Stripe Tax setting: a paid run then asks for the billing address. */
  isTaxOn?: () => Promise<boolean>;
}

/** The catalogue in the spec's shape (001 §3 metadata: snake_case plan fields). */
export type CatalogueView = Omit<CatalogueMeta, 'provider'> & { provider: string };

export function createComputeMeta({ db, accounts, now, paymentsAvailable, isTaxOn }: ComputeMetaDeps) {
  const { providers } = accounts;
  const cache = new Map<string, { at: number; key: string; meta: CatalogueView }>();

  async function catalogueFor(provider: AnyProvider, row: CloudAccountRecord): Promise<CatalogueView> {
    // The cache entry is only valid for the same account row (an edit of its credentials or regions changes it).
    const stamp = JSON.stringify(row);
    const cacheKey = `${provider.id}:${row.id}`;
    const hit = cache.get(cacheKey);
    if (hit && hit.key === stamp && now().getTime() - hit.at < META_TTL_MS) return hit.meta;
    const catalogue = await accounts.connect(provider, row).catalogue();
    const meta: CatalogueView = {
      provider: provider.id,
      accountId: row.id,
      plans: catalogue.plans.map((p) => ({
        id: p.id,
        vcpu_count: p.vcpuCount,
        vcpus: p.vcpuCount,
        ram: p.ram,
        disk: p.disk,
        monthly_cost: p.monthlyCost,
        locations: p.locations,
      })),
      regions: catalogue.regions.map((r) => ({
        id: r.id,
        city: r.city ?? r.id,
        country: r.country ?? '',
        continent: r.continent,
      })),
      operatingSystems: catalogue.images.map((o) => ({
        id: o.id as number,
        name: o.name,
        family: o.family ?? '',
        arch: o.arch ?? '',
      })),
    };
    cache.set(cacheKey, { at: now().getTime(), key: stamp, meta });
    return meta;
  }

  /** The provider a client launches on: the default one when it has an account, else the first other that has one. */
  async function activeProvider(): Promise<AnyProvider | null> {
    const settings = await readSettings(db);
    const preferred = providers.find(settings?.defaultProvider) ?? providers.list()[0]!;
    for (const provider of [preferred, ...providers.list().filter((p) => p !== preferred)]) {
      if (await accounts.activeAccount(provider)) return provider;
    }
    return null;
  }

  return {
    catalogueFor,
    activeProvider,
    forget: (providerId: string, accountId: number) => void cache.delete(`${providerId}:${accountId}`),

    /** GET /api/admin/<provider>/meta?accountId= (the default account without one). */
    async adminCatalogue<M extends CatalogueMeta>(
      providerId: string,
      failedMessage: string,
      accountId?: number,
    ): Promise<M> {
      const provider = accounts.providerOf(providerId);
      const row = accountId ? await accounts.findAccount(provider, accountId) : await accounts.activeAccount(provider);
      if (!row)
        throw new AppError(
          accountId ? 'NOT_FOUND' : 'BAD_REQUEST',
          accountId ? COMPUTE_MESSAGES.accountNotFound : provider.accountRequiredMessage,
        );
      try {
        return (await catalogueFor(provider, row)) as M;
      } catch (error) {
        throw providerAppError(error, failedMessage);
      }
    },

    /** GET /api/compute/meta for the signed-in user. */
    async clientMeta(userId: number): Promise<ComputeMeta> {
      const provider = await activeProvider();
      if (!provider)
        return {
          provider: null,
          label: null,
          launchMode: null,
          plans: [],
          regions: [],
          operatingSystems: [],
          trial: null,
        };
      const row = (await accounts.activeAccount(provider))!;
      const id = provider.id;
      const about = { label: provider.label, launchMode: provider.launchMode, clientLimit: provider.clientLimit };
      if (provider.launchMode === 'trial' && provider.trial) {
        const { trial } = provider;
        const used = await countTrialsUsed(db, userId, providers.ids);
        const running = (await countLive(db, userId, provider.id)) > 0;
        const canCharge = await paymentsAvailable();
        // The launch's own decision, shown before Launch (trial-eligibility.ts).
        const user = await findUserById(db, userId);
        const eligibility = user
          ? await decideTrial(db, user, { canCharge, rules: trialRulesOf(provider, providers.ids) })
          : { block: null, message: null, nextStep: null };
        return {
          provider: id,
          ...about,
          facts: [...trial.facts],
          plans: [
            {
              id: trial.plan,
              vcpu_count: trial.catalogue.vcpuCount,
              ram: trial.catalogue.ram,
              disk: trial.catalogue.disk,
            },
          ],
          regions: (row.allowedRegions.length ? row.allowedRegions : [trial.defaultRegion]).map((region) => ({
            id: region,
          })),
          operatingSystems: trial.images.map((o) => ({ id: o.id, name: o.name })),
          trial: {
            hours: trial.hours,
            freeTrialAvailable: used === 0 && freeTrialLeft(eligibility),
            running,
            extraRunPriceCents: trial.extraRunPriceCents,
            paymentsAvailable: canCharge,
            billingAddressAsked: canCharge && ((await isTaxOn?.()) ?? false),
            eligibility,
          },
        };
      }
      let meta: CatalogueView;
      try {
        meta = await catalogueFor(provider, row);
      } catch (error) {
        throw providerAppError(error, COMPUTE_MESSAGES.computeMetaFailed);
      }
      return {
        provider: id,
        ...about,
        // Prices only where the provider bills by the hour.
        plans: meta.plans.map((p) => ({
          id: p.id,
          vcpu_count: p.vcpu_count,
          ram: p.ram,
          disk: p.disk,
          monthly_cost: provider.billedHourly ? p.monthly_cost : null,
          locations: p.locations,
        })),
        regions: meta.regions.map((r) => ({ id: r.id, city: r.city, country: r.country })),
        operatingSystems: meta.operatingSystems.map((o) => ({ id: o.id, name: o.name })),
        trial: null,
      };
    },
  };
}

export type ComputeMetaService = ReturnType<typeof createComputeMeta>;
