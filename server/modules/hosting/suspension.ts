import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { HOSTING_MESSAGES } from '../../../contract/hosting.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import { findAccountById, updateAccount } from './repo.js';
import { describeWhmError } from './whm-errors.js';
import { fillMessage } from '../../../contract/i18n/format.js';

// An admin suspends or unsuspends one hosting account: on WHM first, then the row, so the two never
// disagree in the direction that matters (a row saying Suspended while the site still serves). WHM refusing or
// unreachable → the row is untouched and the admin reads why.

export interface SuspensionDeps {
  db: Db;
  apiSettings: ApiSettingsService;
  audit: AuditTrail;
  log: AuditLog;
  now: () => Date;
}

export function createSuspension({ db, apiSettings, audit, log, now }: SuspensionDeps) {
  async function load(accountId: number) {
    const account = await findAccountById(db, accountId);
    if (!account) throw new AppError('NOT_FOUND', HOSTING_MESSAGES.accountNotFound);
    if (account.status === 'pending' || !account.cpanelUsername || !account.whmAccountId) {
      throw new AppError('CONFLICT', ACCOUNT_SAFETY_MESSAGES.cannotSuspendPending);
    }
    return { ...account, cpanelUsername: account.cpanelUsername };
  }

  async function onWhm(action: 'suspend' | 'unsuspend', username: string, reason: string) {
    const client = await apiSettings.getWhmClient();
    if (!client) throw new AppError('CONFLICT', HOSTING_MESSAGES.whmNotConfigured);
    try {
      if (action === 'suspend') await client.suspendAccount(username, reason);
      else await client.unsuspendAccount(username);
    } catch (error) {
      const why = describeWhmError(error);
      log.warn({ event: `hosting-${action}-refused`, username, reason: why }, `WHM did not ${action} the account`);
      throw new AppError(
        'UPSTREAM_FAILED',
        fillMessage(action === 'suspend' ? HOSTING_MESSAGES.whmSuspendRefused : HOSTING_MESSAGES.whmUnsuspendRefused, {
          reason: why,
        }),
      );
    }
  }

  return {
    /** POST /api/admin/hosting-accounts/{id}/suspend */
    async suspend(accountId: number, reason: string) {
      const account = await load(accountId);
      if (account.status === 'suspended') throw new AppError('CONFLICT', ACCOUNT_SAFETY_MESSAGES.alreadySuspended);
      await onWhm('suspend', account.cpanelUsername, reason);
      const row = await db.transaction(async (tx) => {
        const updated = await updateAccount(tx, account.id, { status: 'suspended', suspendReason: reason }, now());
        await audit.record(tx, {
          action: 'hosting.suspended',
          subjectUserId: account.userId,
          targetType: 'hosting_account',
          targetId: account.id,
          details: { domain: account.domain, reason },
        });
        return updated;
      });
      log.info({ event: 'hosting-suspended', accountId: account.id }, 'hosting account suspended by admin');
      return {
        message: ACCOUNT_SAFETY_MESSAGES.suspended,
        id: account.id,
        status: row?.status ?? 'suspended',
        suspendReason: reason,
      };
    },

    /** POST /api/admin/hosting-accounts/{id}/unsuspend */
    async unsuspend(accountId: number) {
      const account = await load(accountId);
      if (account.status !== 'suspended') throw new AppError('CONFLICT', ACCOUNT_SAFETY_MESSAGES.notSuspended);
      await onWhm('unsuspend', account.cpanelUsername, '');
      await db.transaction(async (tx) => {
        await updateAccount(tx, account.id, { status: 'active', suspendReason: null }, now());
        await audit.record(tx, {
          action: 'hosting.unsuspended',
          subjectUserId: account.userId,
          targetType: 'hosting_account',
          targetId: account.id,
          details: { domain: account.domain, previousReason: account.suspendReason },
        });
      });
      log.info({ event: 'hosting-unsuspended', accountId: account.id }, 'hosting account unsuspended by admin');
      return { message: ACCOUNT_SAFETY_MESSAGES.unsuspended, id: account.id, status: 'active', suspendReason: null };
    },
  };
}
