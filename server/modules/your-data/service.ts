import {
  ACCOUNT_SAFETY_MESSAGES,
  type ErasurePreview,
  type EraseAccountResponse,
  type UserExport,
} from '../../../contract/account-safety.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { type AccountsService, browserName } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import type { ComputeService } from '../compute/index.js';
import type { DeviceService } from '../devices/index.js';
import type { DonationService } from '../donations/index.js';
import type { HostingService } from '../hosting/index.js';
import type { LibraryService } from '../library/index.js';
import type { PaidHostingService } from '../paid-hosting/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { VpsService } from '../vps/index.js';
import { ACCOUNT_MESSAGES } from '../../../contract/account-messages.js';
import { fillMessage } from '../../../contract/i18n/format.js';

// "Your data": everything stored about the signed-in user as one JSON file, and the erasure of their
// account. Above every module it reads: it calls their services, never their repos. Reasons for what is erased,
// anonymised or kept: docs/decisions.md, 'Account safety'.

export interface YourDataDeps {
  db: Db;
  accounts: AccountsService;
  hosting: HostingService;
  devices: DeviceService;
  library: LibraryService;
  donations: DonationService;
  paidHosting: PaidHostingService;
  compute: ComputeService;
  vps: VpsService;
  /** Erasure stops every subscription still billing the user (paid hosting, VPS, monthly gifts) before anything else. */
  payments: Pick<PaymentsService, 'readSubscription' | 'cancelSubscription' | 'personalData'>;
  auditLog: AuditService;
  audit: AuditTrail;
  log: AuditLog;
  now: () => Date;
}

export const RUNNING_INSTANCES_MESSAGE = 'Delete your cloud instances first: they are still running.';

export function createYourDataService(deps: YourDataDeps) {
  const {
    db,
    accounts,
    hosting,
    devices,
    library,
    donations,
    paidHosting,
    compute,
    vps,
    payments,
    auditLog,
    audit,
    log,
    now,
  } = deps;

  /** Paid hosting and VPS orders as one list; VPS rows say what they are. */
  async function ordersOf(userId: number, email: string | null) {
    const [hostingOrders, vpsOrders] = await Promise.all([
      paidHosting.personalData.list(userId, email),
      vps.personalData.list(userId, email),
    ]);
    return [...hostingOrders, ...vpsOrders.map((o) => ({ orderType: 'vps', ...o }))];
  }

  /**
   * Nobody may go on paying for a service erased with the account: each subscription still billing is cancelled at
   * Stripe now (read first, so an ended one is skipped). A Stripe failure stops the erasure before anything goes.
   */
  async function stopSubscriptions(userId: number, email: string | null): Promise<number> {
    const ids = new Set([
      ...(await paidHosting.personalData.subscriptionIds(userId)),
      ...(await vps.personalData.subscriptionIds(userId, email)),
      ...(await donations.personalData.subscriptionIds(userId)),
    ]);
    let cancelled = 0;
    for (const id of ids) {
      const sub = await payments.readSubscription(id).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
      if (!sub || sub.hasEnded) continue;
      await payments.cancelSubscription(id);
      cancelled += 1;
    }
    return cancelled;
  }

  async function profileOf(userId: number) {
    const profile = await accounts.personalData.profile(userId);
    if (!profile) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound);
    return profile;
  }

  return {
    /** GET /api/user/export */
    async exportData(userId: number): Promise<UserExport> {
      const profile = await profileOf(userId);
      const [
        sessions,
        deviceRows,
        hostingAccounts,
        downloads,
        pluginRequests,
        orders,
        donationRows,
        computeInstances,
        billingDetails,
      ] = await Promise.all([
        accounts.personalData.listSessions(userId),
        devices.listDevicesOfUser(userId),
        hosting.listOwnAccounts(userId),
        library.personalData.listDownloads(userId),
        library.personalData.listPluginRequests(userId),
        ordersOf(userId, profile.email),
        donations.personalData.list(userId),
        compute.personalData.list(userId),
        payments.personalData.listBillingDetails(userId, profile.email),
      ]);
      await db.transaction((tx) =>
        audit.record(tx, { action: 'account.exported', subjectUserId: userId, targetType: 'user', targetId: userId }),
      );
      const auditEvents = await auditLog.listAllOf(userId);
      return {
        exportedAt: now().toISOString(),
        profile,
        sessions: sessions.map((s) => ({
          id: s.id,
          browser: browserName(s.sess.userAgent),
          userAgent: s.sess.userAgent ?? null,
          address: s.sess.ip ?? null,
          createdAt: s.createdAt.toISOString(),
          lastSeen: s.lastSeenAt.toISOString(),
        })),
        devices: deviceRows,
        hostingAccounts,
        downloads,
        pluginRequests,
        orders,
        donations: donationRows,
        computeInstances,
        billingDetails,
        auditEvents,
      };
    },

    /** GET /api/user/erase: what erasure would remove and keep. */
    async previewErasure(user: { id: number; role: string }): Promise<ErasurePreview> {
      const [accountsList, deviceRows, sessionCount, downloads, donationRows, orders] = await Promise.all([
        hosting.listOwnAccounts(user.id),
        devices.listDevicesOfUser(user.id),
        accounts.personalData.countSessions(user.id),
        library.personalData.listDownloads(user.id),
        donations.personalData.list(user.id),
        profileOf(user.id).then((p) => ordersOf(user.id, p.email)),
      ]);
      return {
        hostingAccounts: accountsList.map((a) => a.domain),
        devices: deviceRows.length,
        sessions: sessionCount,
        downloads: downloads.length,
        keptDonations: donationRows.length,
        keptOrders: orders.length,
        canErase: !(await accounts.personalData.isLastAdmin(user.id, user.role)),
      };
    },

    /**
     * POST /api/user/erase. Order: password → last-admin and running-machine checks → live subscriptions cancelled at
     * Stripe (a failure stops here) → hosting accounts removed on
     * WHM (a failure stops here: nothing personal is erased) → one transaction: payment records anonymised,
     * plugin requests deleted, the audit event written, the user row deleted (sessions, devices, downloads with it).
     */
    async eraseAccount(
      user: { id: number; role: string },
      currentPassword: string,
      twoFactorCode?: string,
    ): Promise<EraseAccountResponse> {
      await accounts.verifyCurrentPassword(user.id, currentPassword);
      if (await accounts.personalData.isLastAdmin(user.id, user.role))
        throw new AppError('CONFLICT', ACCOUNT_SAFETY_MESSAGES.lastAdmin);
      if ((await compute.personalData.countRunning(user.id)) > 0)
        throw new AppError('CONFLICT', RUNNING_INSTANCES_MESSAGE);
      // With two-factor on, the password alone cannot erase the account (after the refusals that cost nothing).
      await accounts.requireSecondFactor(user.id, twoFactorCode);
      const profile = await profileOf(user.id);
      const before = await this.previewErasure(user);

      let subscriptionsCancelled = 0;
      try {
        subscriptionsCancelled = await stopSubscriptions(user.id, profile.email);
      } catch (error) {
        const reason = error instanceof AppError ? error.message : 'Stripe call failed';
        log.warn({ event: 'erasure-stopped', userId: user.id, reason }, 'erasure stopped: subscriptions not cancelled');
        throw new AppError(
          'UPSTREAM_FAILED',
          fillMessage(ACCOUNT_SAFETY_MESSAGES.erasureStripeFailedBecause, { reason }),
        );
      }

      try {
        await hosting.removeAllAccountsOfUser(user.id);
      } catch (error) {
        const reason = error instanceof AppError ? error.message : 'WHM call failed';
        log.warn(
          { event: 'erasure-stopped', userId: user.id, reason },
          'erasure stopped: hosting accounts not removed',
        );
        throw new AppError('UPSTREAM_FAILED', fillMessage(ACCOUNT_SAFETY_MESSAGES.erasureWhmFailedBecause, { reason }));
      }

      const result = await db.transaction(async (tx) => {
        if (await accounts.personalData.isLastAdmin(user.id, user.role, tx))
          throw new AppError('CONFLICT', ACCOUNT_SAFETY_MESSAGES.lastAdmin);
        const keptDonations = await donations.personalData.anonymise(tx, user.id);
        const keptOrders =
          (await paidHosting.personalData.anonymise(tx, user.id, profile.email)) +
          (await vps.personalData.anonymise(tx, user.id, profile.email));
        const pluginRequests = await library.personalData.deletePluginRequests(tx, user.id);
        await payments.personalData.eraseBillingDetails(tx, user.id, profile.email);
        const removed = {
          hostingAccounts: before.hostingAccounts,
          devices: before.devices,
          sessions: before.sessions,
          downloads: before.downloads,
          pluginRequests,
        };
        // Written before the row goes; it names the account by id only.
        await audit.record(tx, {
          action: 'account.erased',
          actorId: user.id,
          subjectUserId: user.id,
          targetType: 'user',
          targetId: user.id,
          details: {
            removed: { ...removed, hostingAccounts: removed.hostingAccounts.length },
            kept: { donations: keptDonations, orders: keptOrders },
            subscriptionsCancelled,
          },
        });
        if (!(await accounts.personalData.deleteUser(tx, user.id)))
          throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound);
        return { removed, kept: { donations: keptDonations, orders: keptOrders } };
      });
      log.info({ event: 'account-erased', userId: user.id }, 'account erased by its owner');
      return { message: ACCOUNT_SAFETY_MESSAGES.erased, ...result };
    },
  };
}

export type YourDataService = ReturnType<typeof createYourDataService>;
