import { countRunningInstancesOfUser, listInstancesOfUserForExport } from './personal-data-repo.js';
// Cloud compute (issue 10): accounts, meta, launch, my instances, actions, console, admin list and provision.
// The server decides everything that costs money: plan/region/OS against the account's catalogue and allowed
// regions, the trial size, who may launch and how many at once. Provider calls run in jobs (provisioning.ts,
// lifecycle.ts) so an outage loses nothing.
import {
  AZURE_OS_CHOICES, CLIENT_MAX_LIVE_VULTR_INSTANCES, COMPUTE_MESSAGES,
  type AzureOs, type ConsoleResult, type InstanceAction, type MyInstance, type ProvisionResult, type VultrMeta,
} from '../../../contract/compute.js';
import { EXTRA_RUN_MESSAGES } from '../../../contract/compute-extra-runs.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AzureClientFactory } from '../../integrations/azure/types.js';
import type { VultrClientFactory } from '../../integrations/vultr/types.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { findUserById, findUserBriefs, lockUserRow } from '../accounts/user-repo.js';
import { createComputeAccounts } from './accounts-service.js';
import { TRANSITIONAL_STATUSES, createComputeLifecycle } from './lifecycle.js';
import { createComputeMeta } from './meta-service.js';
import { insertAzureTrial } from './azure-trial.js';
import { decideTrial, trialRefusal } from './trial-eligibility.js';
import { ACTION_LABELS, actionRefusal } from '../../../contract/instance-actions.js';
import { recordTrialEmail } from './trial-repo.js';
import { createExtraRuns, type ExtraRunPayments } from './extra-runs.js';
import { VULTR_ADMIN_USERNAME, generateVmPassword, installTag, rowTag } from './names.js';
import { providerAppError } from './provider-errors.js';
import { createComputeUserSuspension } from './user-suspension.js';
import { createComputeProvisioning } from './provisioning.js';
import { listCloudProviders } from './provider-status.js';
import {
  countLive, findInstance, insertInstance, listAdminInstances, listRemoteInstances, listUserInstances,
  updateInstance, type InstanceRow,
} from './repo.js';
import { adminInstanceView, myInstanceView, openPassword } from './views.js';

export interface ComputeDeps {
  db: Db;
  secretBox: SecretBox;
  jobs: JobRunner;
  vultr: VultrClientFactory;
  azure: AzureClientFactory;
  hostedDomain: string;
  log: AuditLog;
  /** Admins' changes (accounts, default provider, launches for a user, terminations of a user's machine): 'compute.changed'. */
  audit: AuditTrail;
  now: () => Date;
  /** The payments layer, for the $3 extra run beyond the free trial; without it (or its keys) that run is refused clearly. */
  payments?: ExtraRunPayments;
}

export interface Caller { id: number; role: 'client' | 'admin' }

/** No payments layer wired (some tests): nothing can be charged, so a paid run is refused. */
const noPayments: ExtraRunPayments = {
  isConfigured: async () => false,
  createPaymentIntent: async () => { throw new AppError('UNAVAILABLE', EXTRA_RUN_MESSAGES.paymentsUnavailable); },
  readPaymentIntent: async () => { throw new AppError('UNAVAILABLE', EXTRA_RUN_MESSAGES.paymentsUnavailable); },
  onEvent: () => undefined,
};

/** The inline first attempt of a Vultr launch waits at most this long before answering (the job goes on). */
const INLINE_ATTEMPT_DELAY_MS = 60_000;

export function createComputeService(deps: ComputeDeps) {
  const { db, secretBox, jobs, hostedDomain, log, now } = deps;
  const accounts = createComputeAccounts(deps);
  const payments = deps.payments ?? noPayments;
  const meta = createComputeMeta({ db, accounts, now, paymentsAvailable: payments.isConfigured });
  const provisioning = createComputeProvisioning({ db, secretBox, accounts, jobs, hostedDomain, log, now });
  const lifecycle = createComputeLifecycle({ db, accounts, provisioning, jobs, hostedDomain, log, now });
  const extraRuns = createExtraRuns({ db, secretBox, payments, accounts, provisioning, lifecycle, jobs, log, now });

  /** Plan, region and OS checked against the account's catalogue (cached) and its allowed regions. */
  async function checkVultrChoice(accountMeta: VultrMeta, plan: string, region: string, osId: number) {
    if (!accountMeta.regions.some((r) => r.id === region)) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.regionNotAllowed);
    const planEntry = accountMeta.plans.find((p) => p.id === plan);
    if (!planEntry) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownPlan);
    if (!planEntry.locations.includes(region)) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.planNotInRegion);
    const os = accountMeta.operatingSystems.find((o) => o.id === osId);
    if (!os) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownOs);
    return os;
  }

  async function loadVultrMeta(accountId: number) {
    const row = await accounts.findVultrAccount(accountId);
    if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
    try {
      return { row, meta: await meta.vultrMetaFor(row) };
    } catch (error) {
      throw providerAppError(error, COMPUTE_MESSAGES.provisioningFailed);
    }
  }

  /** Row + job in one transaction; then one attempt right away so the summary can show the password. */
  async function launchVultr(input: {
    ownerId: number; enforceLimit: boolean; accountId: number; plan: string; region: string; osId: number; label?: string | null;
    hostname?: string | null; tag?: string | null; enableIpv6?: boolean; backups?: string;
  }): Promise<ProvisionResult> {
    const { row: account, meta: accountMeta } = await loadVultrMeta(input.accountId);
    const os = await checkVultrChoice(accountMeta, input.plan, input.region, input.osId);
    const label = input.label?.trim() || null;
    const row = await db.transaction(async (tx) => {
      const user = await lockUserRow(tx, input.ownerId);
      if (!user) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.userNotFound);
      if (input.enforceLimit && (await countLive(tx, input.ownerId, 'vultr')) >= CLIENT_MAX_LIVE_VULTR_INSTANCES) {
        throw new AppError('CONFLICT', COMPUTE_MESSAGES.vultrLimit);
      }
      const inserted = await insertInstance(tx, {
        userId: input.ownerId, instanceName: label, operatingSystem: os.name, status: 'pending', cloudProvider: 'vultr', source: 'local',
        region: input.region, adminUsername: VULTR_ADMIN_USERNAME, cloudAccountId: account.id,
        cloudMetadata: { plan: input.plan, osId: input.osId, hostname: input.hostname || null, enableIpv6: input.enableIpv6 ?? false, backups: input.backups ?? 'disabled' },
        createdAt: now(), updatedAt: now(),
      });
      const tags = [installTag(hostedDomain), rowTag(inserted.id), ...(input.tag ? [input.tag] : [])];
      await updateInstance(tx, inserted.id, { cloudMetadata: { ...(inserted.cloudMetadata as object), tags } }, now());
      // The job waits a minute: the inline attempt below normally does the work; the job covers a crash or outage.
      await provisioning.enqueueProvisioning(tx, inserted.id, new Date(now().getTime() + INLINE_ATTEMPT_DELAY_MS));
      return inserted;
    });
    log.info({ event: 'compute-launch', instanceId: row.id, provider: 'vultr', userId: input.ownerId }, 'compute launch queued');
    await provisioning.provisionOnce(row.id).catch(() => undefined);
    const current = (await findInstance(db, row.id))!;
    return resultOf(current, 'vultr', input.plan);
  }

  function resultOf(row: InstanceRow, provider: 'azure' | 'vultr', plan: string | null): ProvisionResult {
    const view = myInstanceView(row, secretBox);
    return {
      message: COMPUTE_MESSAGES.launchQueued,
      provider,
      id: row.id,
      name: row.instanceName,
      instanceId: row.providerInstanceId,
      plan,
      region: row.region,
      adminUsername: row.adminUsername,
      adminPassword: openPassword(secretBox, row),
      instance: view,
    };
  }

  async function launchAzure(caller: Caller, os: string): Promise<ProvisionResult> {
    const choice = AZURE_OS_CHOICES.find((o) => o.id === os);
    if (!choice) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownOs);
    const account = await accounts.activeAzureAccount();
    if (!account) throw new AppError('CONFLICT', COMPUTE_MESSAGES.notConfigured);
    const password = generateVmPassword();
    // Read before the transaction: the settings read uses its own connection (PGlite has one).
    const canCharge = caller.role !== 'admin' && await payments.isConfigured();
    const row = await db.transaction(async (tx) => {
      const user = await lockUserRow(tx, caller.id);
      if (!user) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.userNotFound);
      // Issue 21: the same decision the page showed (trial-eligibility.ts); a used trial is paid first (extra-runs.ts).
      const eligibility = await decideTrial(tx, user, { canCharge });
      if (eligibility.block) throw trialRefusal(eligibility);
      const inserted = await insertAzureTrial(tx, { secretBox, provisioning, lifecycle }, { userId: caller.id, choice, account, password, now: now() });
      if (caller.role !== 'admin' && user.email) await recordTrialEmail(tx, inserted.id, user.email, now());
      return inserted;
    });
    log.info({ event: 'compute-launch', instanceId: row.id, provider: 'azure', userId: caller.id, expiresAt: row.expiresAt?.toISOString() }, 'Azure trial queued');
    jobs.nudge();
    return { ...resultOf(row, 'azure', 'Standard_B1ms'), adminPassword: password };
  }

  /** The row a caller may act on: theirs, or (admins) anyone's; remote rows only for admins. Else 404. */
  async function ownedRow(caller: Caller, id: number): Promise<InstanceRow> {
    const row = await findInstance(db, id);
    const visible = row && (row.cloudProvider === 'azure' || row.cloudProvider === 'vultr')
      && (caller.role === 'admin' || (row.userId === caller.id && row.source === 'local'));
    if (!row || !visible) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.instanceNotFound);
    return row;
  }

  return {
    /** Issue 14: the user's instances for their export, and how many still run (erasure waits for them). */
    personalData: {
      list: (userId: number) => listInstancesOfUserForExport(deps.db, userId),
      countRunning: (userId: number) => countRunningInstancesOfUser(deps.db, userId),
    },
    accounts,
    meta,
    provisioning,
    lifecycle,
    /** Issue 22: stopAllForUser / startAllForUser when an admin suspends or unsuspends the owner. */
    ...createComputeUserSuspension({ db, accounts, log, now }),
    /** System → Status: each provider, its label, and whether an account is linked. */
    cloudProviders: () => listCloudProviders(accounts),

    clientMeta: (caller: Caller) => meta.clientMeta(caller.id),

    /** POST /api/compute/azure/extra-run: the $3 PaymentIntent of a run beyond the free trial (Azure active only). */
    async startExtraRun(caller: Caller, os: AzureOs) {
      if ((await meta.activeProvider()) !== 'azure') throw new AppError('CONFLICT', COMPUTE_MESSAGES.notConfigured);
      return extraRuns.start(caller, os);
    },

    /** Paid Azure runs neither the browser nor the webhook started: asked about at Stripe (start.ts, every 15 minutes). */
    reconcileExtraRuns: extraRuns.reconcile,
    scheduleExtraRunReconciliation: extraRuns.scheduleReconciliation,

    /** POST /api/compute/azure/extra-run/{id}/launch: the paid run, once Stripe says it is paid. */
    async launchExtraRun(caller: Caller, id: number): Promise<ProvisionResult> {
      const { instance, password } = await extraRuns.launch(caller, id);
      return { ...resultOf(instance, 'azure', 'Standard_B1ms'), adminPassword: password ?? openPassword(secretBox, instance) };
    },

    async provision(caller: Caller, body: { plan?: string; region?: string; osId?: number; label?: string | null; os?: string }): Promise<ProvisionResult> {
      const provider = await meta.activeProvider();
      if (!provider) throw new AppError('CONFLICT', COMPUTE_MESSAGES.notConfigured);
      if (provider === 'azure') {
        if (!body.os) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownOs);
        return launchAzure(caller, body.os);
      }
      if (!body.plan || !body.region || !body.osId) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.selectionRequired);
      const account = (await accounts.activeVultrAccount())!;
      return launchVultr({
        ownerId: caller.id, enforceLimit: caller.role !== 'admin', accountId: account.id, plan: body.plan, region: body.region, osId: body.osId, label: body.label,
      });
    },

    async adminProvisionVultr(body: {
      userId: number; accountId: number; plan: string; region: string; osId: number; label?: string | null; hostname?: string | null;
      tag?: string | null; enableIpv6?: boolean; backups?: string;
    }) {
      if (!(await findUserById(db, body.userId))) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.userNotFound);
      const launched = await launchVultr({
        ownerId: body.userId, enforceLimit: false, accountId: body.accountId, plan: body.plan, region: body.region, osId: body.osId, label: body.label,
        hostname: body.hostname, tag: body.tag, enableIpv6: body.enableIpv6,
        // Vultr's API knows enabled/disabled; 'scheduled' backups are automatic backups on Vultr's schedule.
        backups: body.backups === 'disabled' || !body.backups ? 'disabled' : 'enabled',
      });
      await deps.audit.record(db, {
        action: 'compute.changed', subjectUserId: body.userId, targetType: 'vps_instance', targetId: launched.id,
        details: { change: 'instance_launched_for_user', plan: body.plan, region: body.region, accountId: body.accountId },
      });
      return launched;
    },

    /** GET /api/compute/my: newest first; admins also see the remote Vultr instances. */
    async myInstances(caller: Caller): Promise<MyInstance[]> {
      const own = await listUserInstances(db, caller.id);
      const remote = caller.role === 'admin' ? await listRemoteInstances(db) : [];
      // Someone is watching an instance change: ask for a sync now rather than at the next tick (deduplicated).
      if (own.some((row) => TRANSITIONAL_STATUSES.has(row.status))) await lifecycle.requestSync();
      return [...own, ...remote]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .map((row) => myInstanceView(row, secretBox));
    },

    async action(caller: Caller, id: number, action: InstanceAction) {
      const row = await ownedRow(caller, id);
      if (action === 'terminate') {
        if (row.status === 'terminated') throw new AppError('CONFLICT', COMPUTE_MESSAGES.instanceEnded);
        const byAdmin = caller.role === 'admin' && row.userId !== caller.id;
        await lifecycle.terminate(id, byAdmin ? 'admin' : 'user');
        if (byAdmin) {
          await deps.audit.record(db, {
            action: 'compute.changed', subjectUserId: row.userId, targetType: 'vps_instance', targetId: id, details: { change: 'instance_terminated_by_admin' },
          });
        }
        const after = (await findInstance(db, id))!;
        return { message: COMPUTE_MESSAGES.actionStarted('Terminate'), instance: myInstanceView(after, secretBox) };
      }
      if (row.status === 'terminated' || row.status === 'deleting' || row.status === 'failed') throw new AppError('CONFLICT', COMPUTE_MESSAGES.instanceEnded);
      if (!row.providerInstanceId) throw new AppError('CONFLICT', COMPUTE_MESSAGES.instanceNotReady);
      // Issue 21 point 5: each action only in the state it fits (instance-actions.ts); the page disables the others.
      const refusal = actionRefusal(action, row.status);
      if (refusal) throw new AppError('CONFLICT', refusal);
      try {
        if (row.cloudProvider === 'vultr') {
          const account = row.cloudAccountId ? await accounts.findVultrAccount(row.cloudAccountId) : undefined;
          if (!account) throw new AppError('CONFLICT', COMPUTE_MESSAGES.accountNotFound);
          const client = accounts.vultrClientFor(account);
          if (action === 'start') await client.startInstance(row.providerInstanceId);
          else if (action === 'stop') await client.haltInstance(row.providerInstanceId);
          else await client.rebootInstance(row.providerInstanceId);
        } else {
          const account = row.cloudAccountId ? await accounts.findAzureAccount(row.cloudAccountId) : undefined;
          if (!account || !row.resourceGroup) throw new AppError('CONFLICT', COMPUTE_MESSAGES.accountNotFound);
          const client = accounts.azureClientFor(account);
          if (action === 'start') await client.startVm(row.resourceGroup, row.providerInstanceId);
          // Deallocate, not power off: a stopped-but-allocated Azure VM is still billed (azure.md).
          else if (action === 'stop') await client.deallocateVm(row.resourceGroup, row.providerInstanceId);
          else await client.restartVm(row.resourceGroup, row.providerInstanceId);
        }
      } catch (error) {
        throw providerAppError(error, `Failed to ${action}`);
      }
      log.info({ event: 'compute-action', instanceId: id, action, by: caller.id }, 'compute instance action');
      // Read back the state so the card refreshes with what the provider says now (best effort).
      await lifecycle.syncRow(row).catch(() => undefined);
      const after = (await findInstance(db, id))!;
      return { message: COMPUTE_MESSAGES.actionStarted(ACTION_LABELS[action]), instance: myInstanceView(after, secretBox) };
    },

    /** GET /api/compute/{id}/vnc: only to the owner or an admin; the link is never logged. */
    async console(caller: Caller, id: number): Promise<ConsoleResult> {
      const row = await ownedRow(caller, id);
      if (row.cloudProvider !== 'vultr') throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.consoleVultrOnly);
      if (row.status === 'terminated' || row.status === 'deleting') throw new AppError('CONFLICT', COMPUTE_MESSAGES.instanceEnded);
      if (!row.providerInstanceId) throw new AppError('CONFLICT', COMPUTE_MESSAGES.consoleUnavailable);
      const account = row.cloudAccountId ? await accounts.findVultrAccount(row.cloudAccountId) : undefined;
      if (!account) throw new AppError('CONFLICT', COMPUTE_MESSAGES.accountNotFound);
      let kvm: string | null;
      try {
        kvm = (await accounts.vultrClientFor(account).getInstance(row.providerInstanceId))?.kvm ?? null;
      } catch (error) {
        throw providerAppError(error, COMPUTE_MESSAGES.vncFailed);
      }
      if (!kvm) throw new AppError('CONFLICT', COMPUTE_MESSAGES.consoleUnavailable);
      log.info({ event: 'compute-console', instanceId: id, by: caller.id }, 'console link handed out');
      return { vnc: { url: kvm, password: openPassword(secretBox, row) } };
    },

    /** GET /api/admin/compute/instances: Vultr is asked for remote instances first (its failure is reported, not fatal). */
    async adminInstances(provider: 'all' | 'azure' | 'vultr') {
      let remoteError: string | null = null;
      if (provider !== 'azure' && (await accounts.activeVultrAccount())) {
        try {
          await lifecycle.sweepVultr({ deleteOrphans: false });
        } catch (error) {
          remoteError = providerAppError(error, COMPUTE_MESSAGES.instancesLoadFailed).message;
        }
      }
      const rows = await listAdminInstances(db, provider);
      const owners = await findUserBriefs(db, rows.flatMap((row) => (row.userId === null ? [] : [row.userId])));
      return { instances: rows.map((row) => adminInstanceView(row, (row.userId !== null && owners.get(row.userId)) || null)), remoteError };
    },
  };
}

export type ComputeService = ReturnType<typeof createComputeService>;
