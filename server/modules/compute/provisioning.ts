// Creating machines without losing or doubling them. The row is written first (pending) with
// its job, in one transaction; the provider call runs under a per-row lease (one worker at a time, across app
// instances); every attempt first asks the provider for what an earlier attempt may have created (findLaunched:
// the row's tag, or a repeatable create), so a lost answer is re-linked, never repeated.
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ComputeAccounts } from './accounts-service.js';
import { installTag, rowTag } from './names.js';
import { describeProviderError, isPermanent, isUncertain } from './provider-errors.js';
import type { AnyProvider } from './providers/registry.js';
import type { CloudConnection, LaunchSpec, Machine } from './providers/types.js';
import { findInstance, mergeMeta, metaOf, releaseLease, takeLease, updateInstance, type InstanceRow } from './repo.js';

export const PROVISION_JOB = 'compute.provision';
export const provisionJobKey = (id: number) => `${PROVISION_JOB}:${id}`;
/** With the queue's 10 s … 30 min backoff, about a day of retries. */
const PROVISION_MAX_ATTEMPTS = 60;
/** Longer than one provider step may take (the clients' time-outs and one network build). */
const LEASE_MS = 4 * 60_000;

export type ProvisionOutcome = 'created' | 'relinked' | 'already' | 'failed' | 'ended' | 'gone';

export class LeaseBusyError extends Error {
  constructor() {
    super('Another worker is provisioning this instance');
  }
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
    log.warn(
      { event: 'compute-provision-refused', instanceId: row.id, provider: row.cloudProvider, reason },
      'compute launch refused by the provider',
    );
    return 'failed';
  }

  async function recordError(row: InstanceRow, error: unknown): Promise<never> {
    const reason = describeProviderError(error);
    await mergeMeta(db, row.id, { lastError: reason }, now());
    log.warn(
      { event: 'compute-provision-retry', instanceId: row.id, provider: row.cloudProvider, reason },
      'compute launch will be retried',
    );
    throw new Error(reason);
  }

  async function link(row: InstanceRow, machine: Machine, password: string | null): Promise<void> {
    const current = await findInstance(db, row.id);
    await updateInstance(
      db,
      row.id,
      {
        providerInstanceId: machine.ref.providerInstanceId,
        ...(machine.ref.group ? { resourceGroup: machine.ref.group } : {}),
        status: current?.status === 'pending' ? machine.status : (current?.status ?? 'pending'),
        ...(machine.ipv4 ? { ipv4Address: machine.ipv4 } : {}),
        ...(password ? { adminPassword: secretBox.seal(password) } : {}),
        ...(row.instanceName ? {} : { instanceName: machine.label || null }),
      },
      now(),
    );
    await mergeMeta(db, row.id, { lastError: null }, now());
  }

  function specOf(row: InstanceRow, provider: AnyProvider): LaunchSpec {
    const meta = metaOf(row);
    return {
      rowId: row.id,
      installTag: ourTag,
      install: hostedDomain,
      region: row.region ?? provider.trial?.defaultRegion ?? '',
      plan: meta.plan ?? provider.trial?.plan ?? '',
      // Trials keep the chosen image in `image`; catalogue launches keep the OS id; older trial rows their own key.
      image: meta.image ?? meta.osId ?? ((row.cloudMetadata ?? {}) as Record<string, string>)[`${provider.id}Os`] ?? '',
      label: row.instanceName || `hostfree-${row.id}`,
      hostname: meta.hostname ?? null,
      tags: meta.tags ?? [ourTag, rowTag(row.id)],
      adminUsername: row.adminUsername ?? provider.adminUsername,
      adminPassword: row.adminPassword ? secretBox.open(row.adminPassword) : null,
      sshKeys: row.sshKeys ? row.sshKeys.split('\n').filter(Boolean) : [],
      userData: null,
      expiresAt: row.expiresAt,
      group: row.resourceGroup,
      machineName: meta.vmName ?? null,
      enableIpv6: meta.enableIpv6 ?? false,
      backups: meta.backups === 'enabled' ? 'enabled' : 'disabled',
    };
  }

  async function provision(
    row: InstanceRow,
    provider: AnyProvider,
    connection: CloudConnection,
  ): Promise<ProvisionOutcome> {
    const spec = specOf(row, provider);
    try {
      const existing = await connection.findLaunched(spec);
      if (existing) {
        await link(row, existing, null);
        log.info(
          { event: 'compute-relinked', instanceId: row.id, provider: provider.id },
          'compute instance re-linked',
        );
        return 'relinked';
      }
    } catch (error) {
      return recordError(row, error);
    }
    let created: Machine;
    try {
      created = await connection.launch(spec);
    } catch (error) {
      if (isUncertain(error)) {
        // The answer was lost, not necessarily the server: look once more before calling it a failure.
        const after = await connection.findLaunched(spec).catch(() => null);
        if (after) {
          await link(row, after, null);
          return 'relinked';
        }
      }
      if (isPermanent(error)) return fail(row, describeProviderError(error));
      return recordError(row, error);
    }
    await link(row, created, created.generatedPassword);
    log.info(
      {
        event: 'compute-created',
        instanceId: row.id,
        provider: provider.id,
        providerInstanceId: created.ref.providerInstanceId,
        resourceGroup: created.ref.group ?? undefined,
      },
      'compute instance created',
    );
    return 'created';
  }

  /** One attempt under the row's lease. Throws to make the job retry later. */
  async function provisionOnce(id: number): Promise<ProvisionOutcome> {
    const row = await findInstance(db, id);
    if (!row) return 'gone';
    if (row.status !== 'pending') return row.status === 'terminated' || row.status === 'deleting' ? 'ended' : 'already';
    if (row.providerInstanceId) return 'already';
    const provider = accounts.providers.find(row.cloudProvider);
    if (!provider) return 'gone';
    const t = now();
    if (!(await takeLease(db, id, t, new Date(t.getTime() + LEASE_MS)))) throw new LeaseBusyError();
    try {
      const account = row.cloudAccountId ? await accounts.findAccount(provider, row.cloudAccountId) : undefined;
      const outcome = account
        ? await provision(row, provider, accounts.connect(provider, account))
        : await fail(row, `The ${provider.label} account of this instance was removed`);
      // Terminated while we were creating: what was just made goes at once (the sweeper is the backstop).
      const after = await findInstance(db, id);
      if (
        after &&
        (after.status === 'deleting' || after.status === 'terminated') &&
        (outcome === 'created' || outcome === 'relinked')
      ) {
        await enqueueJob(
          db,
          'compute.end',
          { instanceId: id, reason: 'user' },
          { dedupeKey: `compute.end:${id}`, runAt: now(), maxAttempts: 60 },
        );
        jobs.nudge();
      }
      return outcome;
    } finally {
      await releaseLease(db, id);
    }
  }

  jobs.register(
    PROVISION_JOB,
    async (job) => {
      const id = Number((job.payload as { instanceId?: unknown }).instanceId);
      return { outcome: await provisionOnce(id) };
    },
    { lane: 'provisioning' },
  );

  return {
    provisionOnce,
    /** Inside the caller's transaction, so the job exists exactly when the row does. */
    async enqueueProvisioning(tx: Parameters<typeof enqueueJob>[0], id: number, runAt: Date) {
      await enqueueJob(
        tx,
        PROVISION_JOB,
        { instanceId: id },
        { dedupeKey: provisionJobKey(id), maxAttempts: PROVISION_MAX_ATTEMPTS, runAt },
      );
    },
  };
}

export type ComputeProvisioning = ReturnType<typeof createComputeProvisioning>;
