// What keeps instances true and nothing running unaccounted (issue 10 point 6):
// - endInstance: terminate (user/admin), the 48-hour expiry and cleanups share one path. Only the caller that
//   moves the row into 'deleting' sends the delete, so two app instances never delete twice; a retry of the
//   same job sends it again (DELETE is idempotent and 404 counts as done).
// - the expiry: one job per trial (key compute.expire:<id>) scheduled at expiresAt in the launch transaction.
// - sync: provider state → rows (deleted outside → terminated), remote Vultr instances listed, and a sweeper
//   deleting resources tagged as ours whose row is gone or ended.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { computeSettings } from '../../db/schema/index.js';
import { deleteFinishedJobs, enqueueJob, findJobByKey } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ComputeAccounts } from './accounts-service.js';
import { AZURE_PLATFORM_VALUE, AZURE_TAG_PLATFORM, installTag, rowIdFromTags } from './names.js';
import { provisionJobKey, type ComputeProvisioning } from './provisioning.js';
import { describeProviderError } from './provider-errors.js';
import {
  findInstance, insertInstance, listExpiredTrials, listKnownProviderIds, listLiveInstances, mergeMeta, metaOf, readSettings, transition,
  updateInstance, writeSettings, type InstanceRow,
} from './repo.js';
import { azureStatus, vultrStatus } from './status-map.js';

export const END_JOB = 'compute.end';
export const EXPIRE_JOB = 'compute.expire';
export const SYNC_JOB = 'compute.sync';
export const endJobKey = (id: number) => `${END_JOB}:${id}`;
export const expireJobKey = (id: number) => `${EXPIRE_JOB}:${id}`;
/** Provider reads of stable instances, remote discovery and the sweeper run at most this often. */
export const FULL_SYNC_EVERY_MS = 5 * 60_000;
/** How often each app instance asks for a sync (deduplicated in the queue: one waits at a time). */
export const SYNC_TICK_MS = 15_000;

const NOT_ENDED = ['pending', 'provisioning', 'building', 'active', 'running', 'halted', 'stopped'];
export const TRANSITIONAL_STATUSES: ReadonlySet<string> = new Set(['pending', 'provisioning', 'building', 'deleting']);

export type EndReason = 'user' | 'admin' | 'expiry' | 'cleanup';

export interface LifecycleDeps {
  db: Db;
  accounts: ComputeAccounts;
  provisioning: ComputeProvisioning;
  jobs: JobRunner;
  hostedDomain: string;
  log: AuditLog;
  now: () => Date;
}

export function createComputeLifecycle({ db, accounts, provisioning, jobs, hostedDomain, log, now }: LifecycleDeps) {
  const ourTag = installTag(hostedDomain);

  async function deleteOnProvider(row: InstanceRow): Promise<void> {
    if (row.cloudProvider === 'vultr') {
      if (!row.providerInstanceId) return;
      const account = row.cloudAccountId ? await accounts.findVultrAccount(row.cloudAccountId) : undefined;
      if (!account) throw new Error('The Vultr account of this instance was removed');
      await accounts.vultrClientFor(account).deleteInstance(row.providerInstanceId);
    } else if (row.cloudProvider === 'azure') {
      const account = row.cloudAccountId ? await accounts.findAzureAccount(row.cloudAccountId) : undefined;
      if (!account) throw new Error('The Azure account of this instance was removed');
      if (row.resourceGroup) await accounts.azureClientFor(account).deleteResourceGroup(row.resourceGroup);
    }
  }

  /**
   * Ends an instance. Returns 'ended' when this call deleted it, 'already' when someone else did or is doing it.
   * Throws (the row stays 'deleting') when the provider failed: the caller's job retries.
   */
  async function endInstance(id: number, reason: EndReason, retry = false): Promise<'ended' | 'already' | 'gone'> {
    let row = await transition(db, id, NOT_ENDED, 'deleting', now());
    if (row) {
      await mergeMeta(db, id, { endedBy: reason }, now());
    } else {
      const current = await findInstance(db, id);
      if (!current) return 'gone';
      // A retry of the job that started the deletion goes on; anyone else leaves it to that job.
      if (current.status !== 'deleting' || !retry) return 'already';
      row = current;
    }
    try {
      await deleteOnProvider(row);
    } catch (error) {
      await mergeMeta(db, id, { lastError: describeProviderError(error) }, now());
      throw error;
    }
    const t = now();
    await updateInstance(db, id, { status: 'terminated' }, t);
    await mergeMeta(db, id, { endedAt: t.toISOString(), lastError: null }, t);
    log.info({ event: 'compute-ended', instanceId: id, provider: row.cloudProvider, reason, resourceGroup: row.resourceGroup ?? undefined }, 'compute instance ended');
    return 'ended';
  }

  jobs.register(END_JOB, async (job) => {
    const { instanceId, reason } = job.payload as { instanceId: number; reason?: EndReason };
    return { outcome: await endInstance(Number(instanceId), reason ?? 'user', true) };
  });

  jobs.register(EXPIRE_JOB, async (job) => {
    const id = Number((job.payload as { instanceId?: unknown }).instanceId);
    const row = await findInstance(db, id);
    if (!row) return { outcome: 'gone' };
    if (row.expiresAt && row.expiresAt.getTime() > now().getTime()) return { outcome: 'not-due' };
    // retry = true only when this job itself started the deletion (an earlier attempt of it failed midway).
    const mine = row.status === 'deleting' && metaOf(row).endedBy === 'expiry';
    return { outcome: await endInstance(id, 'expiry', mine) };
  });

  /** Terminate clicked: try at once; when the provider fails, a job keeps trying (the row shows 'deleting'). */
  async function terminate(id: number, reason: 'user' | 'admin') {
    try {
      return await endInstance(id, reason);
    } catch {
      await enqueueJob(db, END_JOB, { instanceId: id, reason }, { dedupeKey: endJobKey(id), runAt: now(), maxAttempts: 60 });
      jobs.nudge();
      return 'queued' as const;
    }
  }

  async function syncRow(row: InstanceRow): Promise<void> {
    if (row.cloudProvider === 'vultr') {
      if (!row.providerInstanceId) {
        // A pending row whose job gave up (or never got one): queue it again.
        if (row.status === 'pending' && !(await findJobByKey(db, provisionJobKey(row.id)))) {
          await provisioning.enqueueProvisioning(db, row.id, now());
        }
        return;
      }
      const account = row.cloudAccountId ? await accounts.findVultrAccount(row.cloudAccountId) : undefined;
      if (!account) return;
      const instance = await accounts.vultrClientFor(account).getInstance(row.providerInstanceId);
      if (!instance) {
        await markGoneOutside(row);
        return;
      }
      if (row.status === 'deleting') return;
      const status = vultrStatus(instance);
      if (status !== row.status || instance.mainIp !== row.ipv4Address) {
        await updateInstance(db, row.id, { status, ipv4Address: instance.mainIp ?? row.ipv4Address }, now());
      }
      return;
    }
    if (row.cloudProvider === 'azure') {
      const account = row.cloudAccountId ? await accounts.findAzureAccount(row.cloudAccountId) : undefined;
      if (!account || !row.providerInstanceId || !row.resourceGroup) return;
      const client = accounts.azureClientFor(account);
      const vm = await client.getVm(row.resourceGroup, row.providerInstanceId);
      if (!vm) {
        if (!(await client.getResourceGroup(row.resourceGroup))) await markGoneOutside(row);
        return;
      }
      if (row.status === 'deleting') return;
      const status = azureStatus(vm);
      const ip = row.ipv4Address ?? (status === 'running' ? await client.getPublicIp(row.resourceGroup, row.providerInstanceId) : null);
      if (status !== row.status || ip !== row.ipv4Address) await updateInstance(db, row.id, { status, ipv4Address: ip }, now());
    }
  }

  async function markGoneOutside(row: InstanceRow) {
    const t = now();
    await updateInstance(db, row.id, { status: 'terminated' }, t);
    const endedBy = row.status === 'deleting' ? metaOf(row).endedBy ?? 'user' : 'provider';
    await mergeMeta(db, row.id, { endedAt: t.toISOString(), endedBy }, t);
    log.info({ event: 'compute-gone', instanceId: row.id, provider: row.cloudProvider, endedBy }, 'compute instance no longer exists on the provider');
  }

  /** Vultr instances on our accounts: ours without a live row are deleted; others are listed as 'Remote'. */
  async function sweepVultr({ deleteOrphans = true } = {}): Promise<{ remote: number; swept: number }> {
    let remote = 0;
    let swept = 0;
    const known = await listKnownProviderIds(db, 'vultr');
    for (const account of (await accounts.listVultrRows()).filter((a) => a.isActive)) {
      const client = accounts.vultrClientFor(account);
      for (const instance of await client.listInstances()) {
        if (instance.tags.includes(ourTag)) {
          const rowId = rowIdFromTags(instance.tags);
          const row = rowId ? await findInstance(db, rowId) : undefined;
          if (deleteOrphans && (!row || row.status === 'terminated' || row.status === 'failed')) {
            await client.deleteInstance(instance.id);
            swept += 1;
            log.warn({ event: 'compute-swept', provider: 'vultr', providerInstanceId: instance.id, rowId }, 'untracked Vultr instance of ours deleted');
          }
          continue;
        }
        if (known.has(instance.id)) continue;
        await insertInstance(db, {
          userId: null, instanceName: instance.label || instance.hostname, ipv4Address: instance.mainIp, operatingSystem: instance.os,
          status: vultrStatus(instance), cloudProvider: 'vultr', source: 'remote', providerInstanceId: instance.id, region: instance.region,
          cloudAccountId: account.id, cloudMetadata: { plan: instance.plan }, createdAt: instance.dateCreated ? new Date(instance.dateCreated) : now(),
        });
        known.add(instance.id);
        remote += 1;
      }
    }
    return { remote, swept };
  }

  /** Azure groups tagged as ours whose row is gone or ended (a crash, a failed delete) are deleted. */
  async function sweepAzure(): Promise<number> {
    let swept = 0;
    for (const account of (await accounts.listAzureRows()).filter((a) => a.isActive)) {
      const client = accounts.azureClientFor(account);
      for (const group of await client.listResourceGroups(AZURE_TAG_PLATFORM, AZURE_PLATFORM_VALUE)) {
        if (group.tags.install !== hostedDomain) continue;
        const rowId = Number(group.tags.instanceRow);
        const row = Number.isInteger(rowId) && rowId > 0 ? await findInstance(db, rowId) : undefined;
        if (row && row.status !== 'terminated' && row.status !== 'failed') continue;
        if (row?.status === 'failed' && row.resourceGroup && row.resourceGroup !== group.name) continue;
        await client.deleteResourceGroup(group.name);
        swept += 1;
        log.warn({ event: 'compute-swept', provider: 'azure', resourceGroup: group.name, rowId: row?.id ?? null }, 'untracked Azure resource group of ours deleted');
      }
    }
    return swept;
  }

  /** Queues the end of every trial past its 48 hours whose own job is missing (e.g. it gave up). */
  async function queueExpired(): Promise<number> {
    const expired = await listExpiredTrials(db, now());
    for (const { id } of expired) {
      await enqueueJob(db, EXPIRE_JOB, { instanceId: id }, { dedupeKey: expireJobKey(id), runAt: now(), maxAttempts: 60 });
    }
    return expired.length;
  }

  /** One sync pass. `full` also reads stable instances, lists remotes and sweeps. */
  async function sync(full: boolean) {
    const errors: string[] = [];
    const expired = await queueExpired();
    for (const row of await listLiveInstances(db)) {
      if (!full && !TRANSITIONAL_STATUSES.has(row.status)) continue;
      try {
        await syncRow(row);
      } catch (error) {
        errors.push(`${row.id}: ${describeProviderError(error)}`);
      }
    }
    let remote = 0;
    let swept = 0;
    if (full) {
      try {
        const v = await sweepVultr();
        remote = v.remote;
        swept += v.swept;
      } catch (error) {
        errors.push(`vultr sweep: ${describeProviderError(error)}`);
      }
      try {
        swept += await sweepAzure();
      } catch (error) {
        errors.push(`azure sweep: ${describeProviderError(error)}`);
      }
    }
    return { expired, remote, swept, errors };
  }

  jobs.register(SYNC_JOB, async () => {
    const settings = await readSettings(db);
    const meta = (settings?.metadata ?? {}) as { lastFullSyncAt?: string };
    const t = now();
    const full = !meta.lastFullSyncAt || t.getTime() - Date.parse(meta.lastFullSyncAt) >= FULL_SYNC_EVERY_MS;
    const result = await sync(full);
    // A sync every 15 s would grow the jobs table by thousands of rows a day: the old ones go.
    await deleteFinishedJobs(db, SYNC_JOB, new Date(t.getTime() - 3_600_000));
    if (full) {
      if (!settings) await writeSettings(db, {}, t);
      const current = (await readSettings(db))!;
      await db.update(computeSettings).set({ metadata: { ...((current.metadata ?? {}) as object), lastFullSyncAt: t.toISOString() } }).where(eq(computeSettings.id, current.id));
    }
    return { full, ...result };
  });

  let ticker: NodeJS.Timeout | undefined;
  const requestSync = async () => {
    await enqueueJob(db, SYNC_JOB, {}, { dedupeKey: SYNC_JOB, runAt: now(), maxAttempts: 1 });
  };
  /** Only when something is changing or the full sync is due: an idle installation queues a sync every 5 minutes. */
  const tick = async () => {
    const live = await listLiveInstances(db);
    const settings = await readSettings(db);
    const last = ((settings?.metadata ?? {}) as { lastFullSyncAt?: string }).lastFullSyncAt;
    const fullDue = !last || now().getTime() - Date.parse(last) >= FULL_SYNC_EVERY_MS;
    if (fullDue || live.some((row) => TRANSITIONAL_STATUSES.has(row.status))) await requestSync();
  };

  return {
    endInstance,
    terminate,
    sync,
    syncRow,
    sweepVultr,
    /** Queues a sync now (a no-op while one waits) and wakes this instance's runner. */
    async requestSync() {
      await requestSync().catch(() => undefined);
      jobs.nudge();
    },
    async scheduleExpiry(tx: Parameters<typeof enqueueJob>[0], id: number, expiresAt: Date) {
      await enqueueJob(tx, EXPIRE_JOB, { instanceId: id }, { dedupeKey: expireJobKey(id), runAt: expiresAt, maxAttempts: 60 });
    },
    /** Each app instance asks for a sync every SYNC_TICK_MS; the queue runs one at a time across instances. */
    startTicker() {
      if (ticker) return;
      ticker = setInterval(() => { tick().catch(() => undefined); }, SYNC_TICK_MS);
      ticker.unref();
    },
    stopTicker() {
      clearInterval(ticker);
      ticker = undefined;
    },
  };
}

export type ComputeLifecycle = ReturnType<typeof createComputeLifecycle>;
