import type { CheckoutBilling } from '../../../contract/billing-details.js';
import { countRunningInstancesOfUser, listInstancesOfUserForExport } from './personal-data-repo.js';
// Cloud compute: accounts, meta, launch, my instances, actions, console, admin list and provision, on
// every provider of the registry (providers/registry.ts): nothing here knows a provider by name.
// The server decides everything that costs money: plan/region/OS against the account's catalogue and allowed
// regions, the trial size, who may launch and how many at once. Provider calls run in jobs (provisioning.ts,
// lifecycle.ts) so an outage loses nothing.
import {
  COMPUTE_MESSAGES,
  type CloudProviderInfo,
  type ConsoleResult,
  type InstanceAction,
  type MyInstance,
  type ProvisionResult,
} from '../../../contract/compute.js';
import { EXTRA_RUN_MESSAGES } from '../../../contract/compute-extra-runs.js';
import { SOURCE_LOCALE, type Locale } from '../../../contract/i18n/locales.js';
import type { Db } from '../../db/client.js';
import { translateServerMessage } from '../../lib/i18n/translate.js';
import { accountFormInLanguage } from './account-form-words.js';
import { AppError } from '../../errors.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { findUserBriefs, findUserById, lockUserRow } from '../accounts/index.js';
import { createComputeAccounts } from './accounts-service.js';
import { TRANSITIONAL_STATUSES, createComputeLifecycle } from './lifecycle.js';
import { createComputeMeta } from './meta-service.js';
import { insertTrial } from './trial.js';
import { decideTrial, trialRefusal, trialRulesOf } from './trial-eligibility.js';
import { ACTION_LABELS, actionRefusal } from '../../../contract/instance-actions.js';
import { recordTrialEmail } from './trial-repo.js';
import { createExtraRuns, type ExtraRunPayments, type LaunchedPaidRun } from './extra-runs.js';
import { generateVmPassword, installTag, rowTag } from './names.js';
import { createCloudProviders, type AnyProvider, type ProviderContext } from './providers/registry.js';
import type { CatalogueView } from './meta-service.js';
import { createCloudAccountAdmins } from './account-admin.js';
import { providerAppError } from './provider-errors.js';
import { createComputeUserSuspension } from './user-suspension.js';
import { createComputeProvisioning } from './provisioning.js';
import { createOwnInstancesCache, ownListAnswer } from './own-list-cache.js';
import type { ReadyAnswer } from '../../lib/ready-answer.js';
import { listCloudProviders } from './provider-status.js';
import {
  countLive,
  findInstance,
  metaOf,
  insertInstance,
  listAdminInstances,
  listRemoteInstances,
  prepareListUserInstances,
  updateInstance,
  type InstanceRow,
} from './repo.js';
import { adminInstanceView, myInstanceView, openPassword } from './views.js';

export interface ComputeDeps {
  db: Db;
  secretBox: SecretBox;
  jobs: JobRunner;
  /** The outside clients; each registered provider takes its own (providers/registry.ts). */
  clients: ProviderContext['clients'];
  hostedDomain: string;
  /** The site's public origin (PUBLIC_URL): Stripe Checkout's way back when the request's own host is not this site. */
  publicUrl: string;
  log: AuditLog;
  /** Admins' changes (accounts, default provider, launches for a user, terminations of a user's machine): 'compute.changed'. */
  audit: AuditTrail;
  now: () => Date;
  /** The payments layer, for the $3 extra run beyond the free trial; without it (or its keys) that run is refused clearly. */
  payments?: ExtraRunPayments;
  /** When given, each client's own list is kept between changes (migration 0021's compute_changed). */
  changeFeed?: ChangeFeed;
}

export interface Caller {
  id: number;
  role: 'client' | 'admin';
}

/** No payments layer wired (some tests): nothing can be charged, so a paid run is refused. */
const noPayments: ExtraRunPayments = {
  isConfigured: async () => false,
  createPaymentIntent: async () => {
    throw new AppError('UNAVAILABLE', EXTRA_RUN_MESSAGES.paymentsUnavailable);
  },
  readPaymentIntent: async () => {
    throw new AppError('UNAVAILABLE', EXTRA_RUN_MESSAGES.paymentsUnavailable);
  },
  createCheckoutSession: async () => {
    throw new AppError('UNAVAILABLE', EXTRA_RUN_MESSAGES.paymentsUnavailable);
  },
  readCheckoutSession: async () => {
    throw new AppError('UNAVAILABLE', EXTRA_RUN_MESSAGES.paymentsUnavailable);
  },
  // Nothing is ever paid here, so there is nothing to hold.
  refuseSuspendedBuyer: async () => {},
  isBuyerSuspended: async () => false,
  isAutomaticTaxOn: async () => false,
  customerFor: async () => {
    throw new AppError('UNAVAILABLE', EXTRA_RUN_MESSAGES.paymentsUnavailable);
  },
  calculateTax: async () => {
    throw new AppError('UNAVAILABLE', EXTRA_RUN_MESSAGES.paymentsUnavailable);
  },
};

/** The inline first attempt of a catalogue launch waits at most this long before answering (the job goes on). */
const INLINE_ATTEMPT_DELAY_MS = 60_000;

export function createComputeService(deps: ComputeDeps) {
  const { db, secretBox, jobs, hostedDomain, log, now } = deps;
  const listOwnInstances = prepareListUserInstances(db);
  const ownLists = createOwnInstancesCache({ changeFeed: deps.changeFeed, log, now });
  const providers = createCloudProviders({ secretBox, clients: deps.clients });
  const accounts = createComputeAccounts({ ...deps, providers });
  const payments = deps.payments ?? noPayments;
  const meta = createComputeMeta({
    db,
    accounts,
    now,
    paymentsAvailable: payments.isConfigured,
    isTaxOn: payments.isAutomaticTaxOn,
  });
  const provisioning = createComputeProvisioning({ db, secretBox, accounts, jobs, hostedDomain, log, now });
  const lifecycle = createComputeLifecycle({ db, accounts, provisioning, jobs, hostedDomain, log, now });
  const accountAdmins = createCloudAccountAdmins({ db, log, now, accounts });
  /** 'custom' rows are VPS orders set up by hand (no provider). */
  const labelOf = (id: string) => providers.find(id)?.label ?? (id === 'custom' ? 'Custom' : id);
  const hasConsoleOf = (id: string) => providers.find(id)?.hasConsole ?? false;
  const extraRuns = createExtraRuns({
    db,
    secretBox,
    payments,
    accounts,
    provisioning,
    lifecycle,
    jobs,
    publicUrl: deps.publicUrl,
    log,
    now,
  });

  /** Plan, region and image checked against the account's catalogue (cached) and its allowed regions. */
  function checkChoice(catalogue: CatalogueView, plan: string, region: string, osId: number) {
    if (!catalogue.regions.some((r) => r.id === region))
      throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.regionNotAllowed);
    const planEntry = catalogue.plans.find((p) => p.id === plan);
    if (!planEntry) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownPlan);
    if (!planEntry.locations.includes(region)) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.planNotInRegion);
    const os = catalogue.operatingSystems.find((o) => o.id === osId);
    if (!os) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownOs);
    return os;
  }

  async function loadCatalogue(provider: AnyProvider, accountId: number) {
    const row = await accounts.findAccount(provider, accountId);
    if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
    try {
      return { row, catalogue: await meta.catalogueFor(provider, row) };
    } catch (error) {
      throw providerAppError(error, COMPUTE_MESSAGES.provisioningFailed);
    }
  }

  /** Row + job in one transaction; then one attempt right away so the summary can show the password. */
  async function launchFromCatalogue(
    provider: AnyProvider,
    input: {
      ownerId: number;
      enforceLimit: boolean;
      accountId: number;
      plan: string;
      region: string;
      osId: number;
      label?: string | null;
      hostname?: string | null;
      tag?: string | null;
      enableIpv6?: boolean;
      backups?: string;
    },
  ): Promise<ProvisionResult> {
    const { row: account, catalogue } = await loadCatalogue(provider, input.accountId);
    const os = checkChoice(catalogue, input.plan, input.region, input.osId);
    const label = input.label?.trim() || null;
    const row = await db.transaction(async (tx) => {
      const user = await lockUserRow(tx, input.ownerId);
      if (!user) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.userNotFound);
      if (input.enforceLimit && (await countLive(tx, input.ownerId, provider.id)) >= provider.clientLimit.max) {
        throw new AppError('CONFLICT', provider.clientLimit.message);
      }
      const inserted = await insertInstance(tx, {
        userId: input.ownerId,
        instanceName: label,
        operatingSystem: os.name,
        status: 'pending',
        cloudProvider: provider.id,
        source: 'local',
        region: input.region,
        adminUsername: provider.adminUsername,
        cloudAccountId: account.id,
        cloudMetadata: {
          plan: input.plan,
          osId: input.osId,
          hostname: input.hostname || null,
          enableIpv6: input.enableIpv6 ?? false,
          backups: input.backups ?? 'disabled',
        },
        createdAt: now(),
        updatedAt: now(),
      });
      const tags = [installTag(hostedDomain), rowTag(inserted.id), ...(input.tag ? [input.tag] : [])];
      await updateInstance(tx, inserted.id, { cloudMetadata: { ...(inserted.cloudMetadata as object), tags } }, now());
      // The job waits a minute: the inline attempt below normally does the work; the job covers a crash or outage.
      await provisioning.enqueueProvisioning(tx, inserted.id, new Date(now().getTime() + INLINE_ATTEMPT_DELAY_MS));
      return inserted;
    });
    log.info(
      { event: 'compute-launch', instanceId: row.id, provider: provider.id, userId: input.ownerId },
      'compute launch queued',
    );
    await provisioning.provisionOnce(row.id).catch(() => undefined);
    const current = (await findInstance(db, row.id))!;
    return resultOf(current, provider, input.plan);
  }

  function resultOf(row: InstanceRow, provider: AnyProvider, plan: string | null): ProvisionResult {
    const view = myInstanceView(row, secretBox, labelOf, hasConsoleOf);
    return {
      message: COMPUTE_MESSAGES.launchQueued,
      provider: provider.id as ProvisionResult['provider'],
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

  async function launchTrial(caller: Caller, provider: AnyProvider, os: string): Promise<ProvisionResult> {
    const trial = provider.trial!;
    const image = trial.images.find((o) => o.id === os);
    if (!image) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownOs);
    const account = await accounts.activeAccount(provider);
    if (!account) throw new AppError('CONFLICT', COMPUTE_MESSAGES.notConfigured);
    const password = generateVmPassword();
    // Read before the transaction: the settings read uses its own connection (PGlite has one).
    const canCharge = caller.role !== 'admin' && (await payments.isConfigured());
    const row = await db.transaction(async (tx) => {
      const user = await lockUserRow(tx, caller.id);
      if (!user) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.userNotFound);
      // The same decision the page showed (trial-eligibility.ts); a used trial is paid first (extra-runs.ts).
      const eligibility = await decideTrial(tx, user, { canCharge, rules: trialRulesOf(provider, providers.ids) });
      if (eligibility.block) throw trialRefusal(eligibility);
      const inserted = await insertTrial(
        tx,
        { secretBox, provisioning, lifecycle },
        { provider, userId: caller.id, image, account, password, now: now() },
      );
      if (caller.role !== 'admin' && user.email) await recordTrialEmail(tx, inserted.id, user.email, now());
      return inserted;
    });
    log.info(
      {
        event: 'compute-launch',
        instanceId: row.id,
        provider: provider.id,
        userId: caller.id,
        expiresAt: row.expiresAt?.toISOString(),
      },
      'trial queued',
    );
    jobs.nudge();
    return { ...resultOf(row, provider, trial.plan), adminPassword: password };
  }

  /** The row a caller may act on: theirs, or (admins) anyone's; remote rows only for admins. Else 404. */
  async function ownedRow(caller: Caller, id: number): Promise<InstanceRow> {
    const row = await findInstance(db, id);
    const visible =
      row &&
      providers.isProvider(row.cloudProvider) &&
      (caller.role === 'admin' || (row.userId === caller.id && row.source === 'local'));
    if (!row || !visible) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.instanceNotFound);
    return row;
  }

  /** The caller's list, newest first; admins also see the remote instances (providers that list others' machines). */
  async function readMyInstances(caller: Caller): Promise<MyInstance[]> {
    const own = await listOwnInstances(caller.id, providers.ids);
    const remote = caller.role === 'admin' ? await listRemoteInstances(db) : [];
    // Someone is watching an instance change: ask for a sync now rather than at the next tick (deduplicated).
    if (own.some((row) => TRANSITIONAL_STATUSES.has(row.status))) await lifecycle.requestSync();
    return [...own, ...remote]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((row) => myInstanceView(row, secretBox, labelOf, hasConsoleOf));
  }

  return {
    /** The user's instances for their export, and how many still run (erasure waits for them). */
    personalData: {
      list: (userId: number) => listInstancesOfUserForExport(deps.db, userId),
      countRunning: (userId: number) => countRunningInstancesOfUser(deps.db, userId),
    },
    accounts,
    meta,
    provisioning,
    lifecycle,
    /** stopAllForUser / startAllForUser when an admin suspends or unsuspends the owner. */
    ...createComputeUserSuspension({ db, accounts, log, now }),
    /** System → Status: each provider, its label, and whether an account is linked. */
    cloudProviders: () => listCloudProviders(accounts),

    clientMeta: (caller: Caller) => meta.clientMeta(caller.id),

    /**
     * GET /api/admin/compute/providers: every registered cloud, its label, its form and its accounts (never a secret),
     * its words in the requester's language (the form's from compute-forms, its messages from errors-compute).
     */
    async providersInfo(locale: Locale = SOURCE_LOCALE): Promise<CloudProviderInfo[]> {
      return Promise.all(
        providers.list().map(async (p) => ({
          id: p.id,
          label: p.label,
          launchMode: p.launchMode,
          clientLimit: { ...p.clientLimit, message: translateServerMessage(p.clientLimit.message, locale) },
          billedHourly: p.billedHourly,
          hasConsole: p.hasConsole,
          listsRemoteMachines: p.listsRemoteMachines,
          accountRequiredMessage: translateServerMessage(p.accountRequiredMessage, locale),
          accounts: await accountAdmins.adminOf(p).list(),
          accountForm: { fields: accountFormInLanguage(p.id, p.accountForm.fields, locale) },
        })),
      );
    },

    /** The generic account routes (/api/admin/compute/providers/{provider}/accounts…): the body checked by the provider's form. */
    providerAccounts: accountAdmins.unchecked,
    /** A provider's account admin, for the spec's account routes named after it (bodies parsed by the route). */
    accountAdmin: (providerId: string) => accountAdmins.adminOf(accounts.providerOf(providerId)),
    /** Each provider's account admin by id, typed by its own bodies: the demo calls it. */
    admins: accountAdmins.admins,

    /** POST /api/compute/<provider>/extra-run: the $3 PaymentIntent of a run beyond the free trial (that provider active only). */
    async startExtraRun(caller: Caller, providerId: string, os: string, billing: CheckoutBilling | null = null) {
      const provider = await meta.activeProvider();
      if (!provider || provider.id !== providerId || provider.launchMode !== 'trial')
        throw new AppError('CONFLICT', COMPUTE_MESSAGES.notConfigured);
      return extraRuns.start(caller, provider, os, billing);
    },

    /** POST /api/compute/<provider>/extra-run/{id}/checkout-session: the same payment on Stripe Checkout. */
    extraRunCheckoutSession: extraRuns.checkoutSession,

    /** Paid trial runs neither the browser nor the webhook started: asked about at Stripe (start.ts, every 15 minutes). */
    /** The paid runs as products of the commerce core (wire.ts registers them). */
    extraRunProducts: extraRuns.products,
    reconcileExtraRuns: extraRuns.reconcile,
    scheduleExtraRunReconciliation: extraRuns.scheduleReconciliation,

    /** POST /api/compute/<provider>/extra-run/{id}/launch: the paid run, once Stripe says it is paid. */
    async launchExtraRun(caller: Caller, id: number): Promise<ProvisionResult & Pick<LaunchedPaidRun, 'payment'>> {
      const { instance, password, payment } = await extraRuns.launch(caller, id);
      const provider = providers.find(instance.cloudProvider)!;
      return {
        ...resultOf(instance, provider, metaOf(instance).plan ?? provider.trial?.plan ?? null),
        adminPassword: password ?? openPassword(secretBox, instance),
        payment,
      };
    },

    async provision(
      caller: Caller,
      body: { plan?: string; region?: string; osId?: number; label?: string | null; os?: string },
    ): Promise<ProvisionResult> {
      const provider = await meta.activeProvider();
      if (!provider) throw new AppError('CONFLICT', COMPUTE_MESSAGES.notConfigured);
      if (provider.launchMode === 'trial') {
        if (!body.os) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownOs);
        return launchTrial(caller, provider, body.os);
      }
      if (!body.plan || !body.region || !body.osId)
        throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.selectionRequired);
      const account = (await accounts.activeAccount(provider))!;
      return launchFromCatalogue(provider, {
        ownerId: caller.id,
        enforceLimit: caller.role !== 'admin',
        accountId: account.id,
        plan: body.plan,
        region: body.region,
        osId: body.osId,
        label: body.label,
      });
    },

    /** POST /api/admin/compute/<provider>/provision: an admin launches from a catalogue provider for a user. */
    async adminProvision(
      providerId: string,
      body: {
        userId: number;
        accountId: number;
        plan: string;
        region: string;
        osId: number;
        label?: string | null;
        hostname?: string | null;
        tag?: string | null;
        enableIpv6?: boolean;
        backups?: string;
      },
    ) {
      const provider = accounts.providerOf(providerId);
      if (!(await findUserById(db, body.userId))) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.userNotFound);
      const launched = await launchFromCatalogue(provider, {
        ownerId: body.userId,
        enforceLimit: false,
        accountId: body.accountId,
        plan: body.plan,
        region: body.region,
        osId: body.osId,
        label: body.label,
        hostname: body.hostname,
        tag: body.tag,
        enableIpv6: body.enableIpv6,
        // Clouds know enabled/disabled; 'scheduled' backups are automatic backups on the provider's schedule.
        backups: body.backups === 'disabled' || !body.backups ? 'disabled' : 'enabled',
      });
      await deps.audit.record(db, {
        action: 'compute.changed',
        subjectUserId: body.userId,
        targetType: 'vps_instance',
        targetId: launched.id,
        details: {
          change: 'instance_launched_for_user',
          plan: body.plan,
          region: body.region,
          accountId: body.accountId,
        },
      });
      return launched;
    },

    /** GET /api/compute/my as JSON; a client's is kept between changes unless an instance is changing (own-list-cache.ts). */
    myInstances(caller: Caller): ReadyAnswer | Promise<ReadyAnswer> {
      if (caller.role === 'admin') return readMyInstances(caller).then(ownListAnswer);
      return (
        ownLists.peek(caller.id) ??
        ownLists.read(caller.id, async () => {
          const list = await readMyInstances(caller);
          return {
            value: ownListAnswer(list),
            until: null,
            keep: !list.some((instance) => TRANSITIONAL_STATUSES.has(instance.status)),
          };
        })
      );
    },
    /** That answer if a client's is kept now (no promise), else undefined. */
    keptMyInstances: (caller: Caller): ReadyAnswer | undefined =>
      caller.role === 'admin' ? undefined : ownLists.peek(caller.id),
    /** Stops hearing this process's instance writes (the app closes). */
    stopWatchingChanges: ownLists.stop,

    async action(caller: Caller, id: number, action: InstanceAction) {
      const row = await ownedRow(caller, id);
      if (action === 'terminate') {
        if (row.status === 'terminated') throw new AppError('CONFLICT', COMPUTE_MESSAGES.instanceEnded);
        const byAdmin = caller.role === 'admin' && row.userId !== caller.id;
        await lifecycle.terminate(id, byAdmin ? 'admin' : 'user');
        if (byAdmin) {
          await deps.audit.record(db, {
            action: 'compute.changed',
            subjectUserId: row.userId,
            targetType: 'vps_instance',
            targetId: id,
            details: { change: 'instance_terminated_by_admin' },
          });
        }
        const after = (await findInstance(db, id))!;
        return {
          message: COMPUTE_MESSAGES.actionStarted('Terminate'),
          instance: myInstanceView(after, secretBox, labelOf, hasConsoleOf),
        };
      }
      if (row.status === 'terminated' || row.status === 'deleting' || row.status === 'failed')
        throw new AppError('CONFLICT', COMPUTE_MESSAGES.instanceEnded);
      if (!row.providerInstanceId) throw new AppError('CONFLICT', COMPUTE_MESSAGES.instanceNotReady);
      // Each action only in the state it fits (instance-actions.ts); the page disables the others.
      const refusal = actionRefusal(action, row.status);
      if (refusal) throw new AppError('CONFLICT', refusal);
      const linked = await accounts.connectRow(row);
      const ref = { providerInstanceId: row.providerInstanceId, group: row.resourceGroup };
      if (!linked || !linked.provider.canAddress(ref)) throw new AppError('CONFLICT', COMPUTE_MESSAGES.accountNotFound);
      try {
        if (action === 'start') await linked.connection.start(ref);
        else if (action === 'stop') await linked.connection.stop(ref);
        else await linked.connection.reboot(ref);
      } catch (error) {
        throw providerAppError(error, `Failed to ${action}`);
      }
      log.info({ event: 'compute-action', instanceId: id, action, by: caller.id }, 'compute instance action');
      // Read back the state so the card refreshes with what the provider says now (best effort).
      await lifecycle.syncRow(row).catch(() => undefined);
      const after = (await findInstance(db, id))!;
      return {
        message: COMPUTE_MESSAGES.actionStarted(ACTION_LABELS[action]),
        instance: myInstanceView(after, secretBox, labelOf, hasConsoleOf),
      };
    },

    /** GET /api/compute/{id}/vnc: only to the owner or an admin; the link is never logged. */
    async console(caller: Caller, id: number): Promise<ConsoleResult> {
      const row = await ownedRow(caller, id);
      const provider = providers.find(row.cloudProvider)!;
      if (!provider.hasConsole) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.consoleNotOffered(provider.label));
      if (row.status === 'terminated' || row.status === 'deleting')
        throw new AppError('CONFLICT', COMPUTE_MESSAGES.instanceEnded);
      if (!row.providerInstanceId) throw new AppError('CONFLICT', COMPUTE_MESSAGES.consoleUnavailable);
      const linked = await accounts.connectRow(row);
      if (!linked) throw new AppError('CONFLICT', COMPUTE_MESSAGES.accountNotFound);
      let kvm: string | null;
      try {
        kvm = await linked.connection.console({ providerInstanceId: row.providerInstanceId, group: row.resourceGroup });
      } catch (error) {
        throw providerAppError(error, COMPUTE_MESSAGES.vncFailed);
      }
      if (!kvm) throw new AppError('CONFLICT', COMPUTE_MESSAGES.consoleUnavailable);
      log.info({ event: 'compute-console', instanceId: id, by: caller.id }, 'console link handed out');
      return { vnc: { url: kvm, password: openPassword(secretBox, row) } };
    },

    /** GET /api/admin/compute/instances: providers that list others' machines are asked first (a failure is reported, not fatal). */
    async adminInstances(filter: string) {
      if (filter !== 'all' && !providers.isProvider(filter))
        throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownProvider);
      let remoteError: string | null = null;
      for (const provider of providers.list()) {
        if (!provider.listsRemoteMachines || (filter !== 'all' && filter !== provider.id)) continue;
        if (!(await accounts.activeAccount(provider))) continue;
        try {
          await lifecycle.sweep(provider, { deleteOrphans: false });
        } catch (error) {
          remoteError ??= providerAppError(error, COMPUTE_MESSAGES.instancesLoadFailed).message;
        }
      }
      const rows = await listAdminInstances(db, filter, providers.ids);
      const owners = await findUserBriefs(
        db,
        rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
      );
      return {
        instances: rows.map((row) =>
          adminInstanceView(row, (row.userId !== null && owners.get(row.userId)) || null, labelOf),
        ),
        remoteError,
      };
    },
  };
}

export type ComputeService = ReturnType<typeof createComputeService>;
