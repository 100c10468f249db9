// Creating machines without losing or doubling them (issue 10 point 3). The row is written first (pending) with
// its job, in one transaction; the provider call runs under a per-row lease (one worker at a time, across app
// instances); every attempt first looks for what an earlier attempt may have created (the row's tag on Vultr,
// the row's resource group on Azure, whose PUTs are idempotent), so a lost answer is re-linked, never repeated.
import { AZURE_VM_SIZE, type AzureOs } from '../../../contract/compute.js';
import type { Db } from '../../db/client.js';
import { AZURE_IMAGES } from '../../integrations/azure/http-client.js';
import type { AzureClient } from '../../integrations/azure/types.js';
import type { VultrInstance } from '../../integrations/vultr/types.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ComputeAccounts } from './accounts-service.js';
import { installTag, rowTag, trialResourceGroup, trialVmName, AZURE_PLATFORM_VALUE, AZURE_TAG_PLATFORM } from './names.js';
import { describeProviderError, isPermanent, isUncertain } from './provider-errors.js';
import {
  findInstance, mergeMeta, metaOf, releaseLease, takeLease, updateInstance, type InstanceRow,
} from './repo.js';
import { vultrStatus } from './status-map.js';

export const PROVISION_JOB = 'compute.provision';
export const provisionJobKey = (id: number) => `${PROVISION_JOB}:${id}`;
/** With the queue's 10 s … 30 min backoff, about a day of retries. */
const PROVISION_MAX_ATTEMPTS = 60;
/** Longer than one provider step may take (the clients' time-outs and one Azure network build). */
const LEASE_MS = 4 * 60_000;

/**
 * Azure trial VMs run at Regular priority: Azure refuses Spot for B-series sizes such as Standard_B1ms
 * (azure.md §8), and the 48-hour limit is ours to enforce anyway (docs/decisions.md, issue 10).
 */
export const AZURE_TRIAL_PRIORITY: 'Regular' | 'Spot' = 'Regular';

export type ProvisionOutcome = 'created' | 'relinked' | 'already' | 'failed' | 'ended' | 'gone';

export class LeaseBusyError extends Error {
  constructor() { super('Another worker is provisioning this instance'); }
}

export interface ProvisioningDeps {
  db: Db;
  secretBox: SecretBox;
  accounts: ComputeAccounts;
  jobs: JobRunner;
  hostedDomain: string;
  log: AuditLog;
  now: () => Date;
}

export function createComputeProvisioning({ db, secretBox, accounts, jobs, hostedDomain, log, now }: ProvisioningDeps) {
  const ourTag = installTag(hostedDomain);

  async function fail(row: InstanceRow, reason: string): Promise<ProvisionOutcome> {
    await updateInstance(db, row.id, { status: 'failed' }, now());
    await mergeMeta(db, row.id, { lastError: reason }, now());
    log.warn({ event: 'compute-provision-refused', instanceId: row.id, provider: row.cloudProvider, reason }, 'compute launch refused by the provider');
    return 'failed';
  }

  async function recordError(row: InstanceRow, error: unknown): Promise<never> {
    const reason = describeProviderError(error);
    await mergeMeta(db, row.id, { lastError: reason }, now());
    log.warn({ event: 'compute-provision-retry', instanceId: row.id, provider: row.cloudProvider, reason }, 'compute launch will be retried');
    throw new Error(reason);
  }

  /** Our row's instance on Vultr, if an earlier attempt created it. */
  async function findTagged(list: () => Promise<VultrInstance[]>, id: number) {
    return (await list()).find((i) => i.tags.includes(rowTag(id)) && i.tags.includes(ourTag)) ?? null;
  }

  async function linkVultr(row: InstanceRow, instance: VultrInstance, password: string | null): Promise<void> {
    const current = await findInstance(db, row.id);
    await updateInstance(db, row.id, {
      providerInstanceId: instance.id,
      status: current?.status === 'pending' ? vultrStatus(instance) : current?.status ?? 'pending',
      ipv4Address: instance.mainIp,
      ...(password ? { adminPassword: secretBox.seal(password) } : {}),
      ...(row.instanceName ? {} : { instanceName: instance.label || null }),
    }, now());
    await mergeMeta(db, row.id, { lastError: null }, now());
  }

  async function provisionVultr(row: InstanceRow): Promise<ProvisionOutcome> {
    const account = row.cloudAccountId ? await accounts.findVultrAccount(row.cloudAccountId) : undefined;
    if (!account) return fail(row, 'The Vultr account of this instance was removed');
    const client = accounts.vultrClientFor(account);
    const meta = metaOf(row);
    try {
      const existing = await findTagged(() => client.listInstances(), row.id);
      if (existing) {
        await linkVultr(row, existing, null);
        log.info({ event: 'compute-relinked', instanceId: row.id, provider: 'vultr' }, 'compute instance re-linked');
        return 'relinked';
      }
    } catch (error) {
      return recordError(row, error);
    }
    let created: VultrInstance;
    try {
      created = await client.createInstance({
        region: row.region!, plan: meta.plan!, osId: meta.osId!, label: row.instanceName || `hostfree-${row.id}`,
        hostname: meta.hostname ?? undefined, tags: meta.tags ?? [ourTag, rowTag(row.id)], enableIpv6: meta.enableIpv6,
        backups: meta.backups === 'enabled' ? 'enabled' : 'disabled',
      });
    } catch (error) {
      if (isUncertain(error)) {
        // The answer was lost, not necessarily the server: look once more before calling it a failure.
        const after = await findTagged(() => client.listInstances(), row.id).catch(() => null);
        if (after) {
          await linkVultr(row, after, null);
          return 'relinked';
        }
      }
      if (isPermanent(error)) return fail(row, describeProviderError(error));
      return recordError(row, error);
    }
    await linkVultr(row, created, created.defaultPassword);
    log.info({ event: 'compute-created', instanceId: row.id, provider: 'vultr', providerInstanceId: created.id }, 'Vultr instance created');
    return 'created';
  }

  function trialSpec(row: InstanceRow) {
    const meta = metaOf(row);
    const os = (meta.azureOs ?? 'ubuntu-24-04') as AzureOs;
    return {
      resourceGroup: row.resourceGroup ?? trialResourceGroup(row.id),
      location: row.region ?? 'eastus',
      name: meta.vmName ?? trialVmName(row.id),
      computerName: meta.vmName ?? trialVmName(row.id),
      size: AZURE_VM_SIZE,
      priority: AZURE_TRIAL_PRIORITY,
      image: AZURE_IMAGES[os],
      adminUsername: row.adminUsername ?? 'hfadmin',
      adminPassword: secretBox.open(row.adminPassword!),
      tags: {
        [AZURE_TAG_PLATFORM]: AZURE_PLATFORM_VALUE, install: hostedDomain, instanceRow: String(row.id),
        ...(row.expiresAt ? { expiresAt: row.expiresAt.toISOString() } : {}),
      },
    };
  }

  async function provisionAzure(row: InstanceRow): Promise<ProvisionOutcome> {
    const account = row.cloudAccountId ? await accounts.findAzureAccount(row.cloudAccountId) : undefined;
    if (!account) return fail(row, 'The Azure account of this instance was removed');
    if (!row.adminPassword) return fail(row, 'The trial has no credentials');
    const client: AzureClient = accounts.azureClientFor(account);
    const spec = trialSpec(row);
    try {
      // Every step is a create-or-replace PUT: repeating them after a lost answer changes nothing.
      await client.putResourceGroup(spec.resourceGroup, spec.location, spec.tags);
      await client.putTrialNetwork(spec);
      await client.putTrialVm(spec);
    } catch (error) {
      if (isPermanent(error)) {
        // Nothing of a refused trial may keep costing money: the group goes (the sweeper retries if this fails).
        await client.deleteResourceGroup(spec.resourceGroup).catch(() => undefined);
        return fail(row, describeProviderError(error));
      }
      return recordError(row, error);
    }
    const current = await findInstance(db, row.id);
    await updateInstance(db, row.id, {
      providerInstanceId: spec.name,
      resourceGroup: spec.resourceGroup,
      status: current?.status === 'pending' ? 'provisioning' : current?.status ?? 'provisioning',
    }, now());
    await mergeMeta(db, row.id, { lastError: null }, now());
    log.info({ event: 'compute-created', instanceId: row.id, provider: 'azure', resourceGroup: spec.resourceGroup }, 'Azure trial VM requested');
    return 'created';
  }

  /** One attempt under the row's lease. Throws to make the job retry later. */
  async function provisionOnce(id: number): Promise<ProvisionOutcome> {
    const row = await findInstance(db, id);
    if (!row) return 'gone';
    if (row.status !== 'pending') return row.status === 'terminated' || row.status === 'deleting' ? 'ended' : 'already';
    if (row.providerInstanceId && row.cloudProvider === 'vultr') return 'already';
    const t = now();
    if (!(await takeLease(db, id, t, new Date(t.getTime() + LEASE_MS)))) throw new LeaseBusyError();
    try {
      const outcome = row.cloudProvider === 'vultr' ? await provisionVultr(row) : await provisionAzure(row);
      // Terminated while we were creating: what was just made goes at once (the sweeper is the backstop).
      const after = await findInstance(db, id);
      if (after && (after.status === 'deleting' || after.status === 'terminated') && (outcome === 'created' || outcome === 'relinked')) {
        await enqueueJob(db, 'compute.end', { instanceId: id, reason: 'user' }, { dedupeKey: `compute.end:${id}`, runAt: now(), maxAttempts: 60 });
        jobs.nudge();
      }
      return outcome;
    } finally {
      await releaseLease(db, id);
    }
  }

  jobs.register(PROVISION_JOB, async (job) => {
    const id = Number((job.payload as { instanceId?: unknown }).instanceId);
    return { outcome: await provisionOnce(id) };
  });

  return {
    provisionOnce,
    /** Inside the caller's transaction, so the job exists exactly when the row does. */
    async enqueueProvisioning(tx: Parameters<typeof enqueueJob>[0], id: number, runAt: Date) {
      await enqueueJob(tx, PROVISION_JOB, { instanceId: id }, { dedupeKey: provisionJobKey(id), maxAttempts: PROVISION_MAX_ATTEMPTS, runAt });
    },
  };
}

export type ComputeProvisioning = ReturnType<typeof createComputeProvisioning>;
