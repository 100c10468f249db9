// What keeps instances true and nothing running unaccounted:
// - endInstance: terminate (user/admin), the 48-hour expiry and cleanups share one path. Only the caller that
//   moves the row into 'deleting' sends the delete, so two app instances never delete twice; a retry of the
//   same job sends it again (DELETE is idempotent and 404 counts as done).
// - the expiry: one job per trial (key compute.expire:<id>) scheduled at expiresAt in the launch transaction.
// - sync: provider state → rows (deleted outside → terminated), remote instances listed (where a provider lists
//   others' machines), and a sweeper deleting resources tagged as ours whose row is gone or ended. Every registered
//   provider (providers/registry.ts) is synced and swept the same way.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { computeSettings } from '../../db/schema/index.js';
import { deleteFinishedJobs, enqueueJob, findJobByKey } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ComputeAccounts } from './accounts-service.js';
import { installTag } from './names.js';
import { provisionJobKey, type ComputeProvisioning } from './provisioning.js';
import { describeProviderError } from './provider-errors.js';
import {
  findInstance,
  insertInstance,
  listExpiredTrials,
  listKnownProviderIds,
  listLiveInstances,
  mergeMeta,
  metaOf,
  readSettings,
  transition,
  updateInstance,
  writeSettings,
  type InstanceRow,
} from './repo.js';
import type { AnyProvider } from './providers/registry.js';

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

  const { providers } = accounts;

  async function deleteOnProvider(row: InstanceRow): Promise<void> {
    const provider = providers.find(row.cloudProvider);
    // Nothing was created yet (no id, no group): nothing to delete.
    if (!provider || (!row.providerInstanceId && !row.resourceGroup)) return;
    const linked = await accounts.connectRow(row);
    if (!linked) throw new Error(`The ${provider.label} account of this instance was removed`);
    await linked.connection.terminate({ providerInstanceId: row.providerInstanceId ?? '', group: row.resourceGroup });
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
    log.info(
      {
        event: 'compute-ended',
        instanceId: id,
        provider: row.cloudProvider,
        reason,
        resourceGroup: row.resourceGroup ?? undefined,
      },
      'compute instance ended',
    );
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
      await enqueueJob(
        db,
        END_JOB,
        { instanceId: id, reason },
        { dedupeKey: endJobKey(id), runAt: now(), maxAttempts: 60 },
      );
      jobs.nudge();
      return 'queued' as const;
    }
  }

  async function syncRow(row: InstanceRow): Promise<void> {
    if (!row.providerInstanceId) {
      // A pending row whose job gave up (or never got one): queue it again.
      if (row.status === 'pending' && !(await findJobByKey(db, provisionJobKey(row.id)))) {
        await provisioning.enqueueProvisioning(db, row.id, now());
      }
      return;
    }
    const linked = await accounts.connectRow(row);
    if (!linked) return;
    const ref = { providerInstanceId: row.providerInstanceId, group: row.resourceGroup };
    if (!linked.provider.canAddress(ref)) return;
    const state = await linked.connection.status(ref, row.ipv4Address);
    if (state === 'gone') {
      await markGoneOutside(row);
      return;
    }
    if (!state || row.status === 'deleting') return;
    if (state.status !== row.status || state.ipv4 !== row.ipv4Address) {
      await updateInstance(db, row.id, { status: state.status, ipv4Address: state.ipv4 }, now());
    }
  }

  async function markGoneOutside(row: InstanceRow) {
    const t = now();
    await updateInstance(db, row.id, { status: 'terminated' }, t);
    const endedBy = row.status === 'deleting' ? (metaOf(row).endedBy ?? 'user') : 'provider';
    await mergeMeta(db, row.id, { endedAt: t.toISOString(), endedBy }, t);
    log.info(
      { event: 'compute-gone', instanceId: row.id, provider: row.cloudProvider, endedBy },
      'compute instance no longer exists on the provider',
    );
  }

  /**
   * One provider's machines on its active accounts: ours whose row is gone or ended are deleted (the sweeper);
   * others', where the provider lists them, become 'remote' rows admins can see.
   */
  async function sweep(
    provider: AnyProvider,
    { deleteOrphans = true } = {},
  ): Promise<{ remote: number; swept: number }> {
    let remote = 0;
    let swept = 0;
    const known = await listKnownProviderIds(db, provider.id);
    for (const account of (await accounts.listAccounts(provider)).filter((a) => a.isActive)) {
      const connection = accounts.connect(provider, account);
      for (const machine of await connection.listMachines(ourTag, hostedDomain)) {
        if (machine.ours) {
          if (!deleteOrphans) continue;
          const row = machine.rowId ? await findInstance(db, machine.rowId) : undefined;
          if (row && row.status !== 'terminated' && row.status !== 'failed') continue;
          // A failed row may have been retried under another group: only its own group is its.
          if (
            row?.status === 'failed' &&
            row.resourceGroup &&
            machine.ref.group &&
            row.resourceGroup !== machine.ref.group
          )
            continue;
          await connection.terminate(machine.ref);
          swept += 1;
          log.warn(
            {
              event: 'compute-swept',
              provider: provider.id,
              providerInstanceId: machine.ref.providerInstanceId || undefined,
              resourceGroup: machine.ref.group ?? undefined,
              rowId: machine.rowId,
            },
            'untracked compute resource of ours deleted',
          );
          continue;
        }
        if (known.has(machine.ref.providerInstanceId)) continue;
        await insertInstance(db, {
          userId: null,
          instanceName: machine.label,
          ipv4Address: machine.ipv4,
          operatingSystem: machine.imageName,
          status: machine.status,
          cloudProvider: provider.id,
          source: 'remote',
          providerInstanceId: machine.ref.providerInstanceId,
          region: machine.region,
          cloudAccountId: account.id,
          cloudMetadata: { plan: machine.plan },
          createdAt: machine.createdAt ? new Date(machine.createdAt) : now(),
        });
        known.add(machine.ref.providerInstanceId);
        remote += 1;
      }
    }
    return { remote, swept };
  }

  /** Queues the end of every trial past its 48 hours whose own job is missing (e.g. it gave up). */
  async function queueExpired(): Promise<number> {
    const expired = await listExpiredTrials(db, now(), providers.ids);
    for (const { id } of expired) {
      await enqueueJob(
        db,
        EXPIRE_JOB,
        { instanceId: id },
        { dedupeKey: expireJobKey(id), runAt: now(), maxAttempts: 60 },
      );
    }
    return expired.length;
  }

  /** One sync pass. `full` also reads stable instances, lists remotes and sweeps. */
  async function sync(full: boolean) {
    const errors: string[] = [];
    const expired = await queueExpired();
    for (const row of await listLiveInstances(db, providers.ids)) {
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
      for (const provider of providers.list()) {
        try {
          const result = await sweep(provider);
          remote += result.remote;
          swept += result.swept;
        } catch (error) {
          errors.push(`${provider.id} sweep: ${describeProviderError(error)}`);
        }
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
      await db
        .update(computeSettings)
        .set({ metadata: { ...((current.metadata ?? {}) as object), lastFullSyncAt: t.toISOString() } })
        .where(eq(computeSettings.id, current.id));
    }
    return { full, ...result };
  });

  let ticker: NodeJS.Timeout | undefined;
  const requestSync = async () => {
    await enqueueJob(db, SYNC_JOB, {}, { dedupeKey: SYNC_JOB, runAt: now(), maxAttempts: 1 });
  };
  /** Only when something is changing or the full sync is due: an idle installation queues a sync every 5 minutes. */
  const tick = async () => {
    const live = await listLiveInstances(db, providers.ids);
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
    /** One provider's remote listing and sweep (the admin list asks without deleting). */
    sweep,
    /** Queues a sync now (a no-op while one waits) and wakes this instance's runner. */
    async requestSync() {
      await requestSync().catch(() => undefined);
      jobs.nudge();
    },
    async scheduleExpiry(tx: Parameters<typeof enqueueJob>[0], id: number, expiresAt: Date) {
      await enqueueJob(
        tx,
        EXPIRE_JOB,
        { instanceId: id },
        { dedupeKey: expireJobKey(id), runAt: expiresAt, maxAttempts: 60 },
      );
    },
    /** Each app instance asks for a sync every SYNC_TICK_MS; the queue runs one at a time across instances. */
    startTicker() {
      if (ticker) return;
      ticker = setInterval(() => {
        tick().catch(() => undefined);
      }, SYNC_TICK_MS);
      ticker.unref();
    },
    stopTicker() {
      clearInterval(ticker);
      ticker = undefined;
    },
  };
}

export type ComputeLifecycle = ReturnType<typeof createComputeLifecycle>;
