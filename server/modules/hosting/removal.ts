import type { AuditTrail } from '../../lib/audit-trail.js';
import { HOSTING_MESSAGES } from '../../../contract/hosting.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { Provisioning } from './provisioning.js';
import { deleteAccountRow, findAccountById, listAccountsOfUser, type HostingAccountRow } from './repo.js';
import { describeWhmError, isMissingAccountError } from './whm-errors.js';
import { fillMessage } from '../../../contract/i18n/format.js';

// Deleting removes the WHM account FIRST and the row only after, so a refusal never leaves a live site that
// nobody can see or manage. An account that never reached WHM, or that WHM no longer has, is simply deleted.

/**
 * Told of each removed account inside the transaction that deletes its row, so a module above hosting can queue its
 * own clean-up (on the job queue, with that transaction) and never miss one.
 */
export type AccountRemovedHook = (tx: Tx, account: { id: number; domain: string }) => Promise<void>;

export function createRemoval({
  db,
  apiSettings,
  provisioning,
  log,
  audit,
}: {
  db: Db;
  apiSettings: ApiSettingsService;
  provisioning: Provisioning;
  log: AuditLog;
  audit: AuditTrail;
}) {
  const removedHooks: AccountRemovedHook[] = [];

  /** Throws AppError with the reason and keeps the row when WHM cannot or will not remove the account. */
  async function removeAccount(account: HostingAccountRow): Promise<void> {
    // Stop any queued provisioning first, so a retry cannot recreate what is being removed.
    await provisioning.cancelProvisioning(account.id);
    // No cPanel username was ever chosen: createacct was never called for it.
    if (account.cpanelUsername) {
      const client = await apiSettings.getWhmClient();
      if (!client) {
        throw new AppError(
          'CONFLICT',
          fillMessage(HOSTING_MESSAGES.removalWhmNotConfigured, { domain: account.domain }),
        );
      }
      try {
        await client.removeAccount(account.cpanelUsername);
      } catch (error) {
        if (!isMissingAccountError(error)) {
          const reason = describeWhmError(error);
          log.warn(
            { event: 'hosting-remove-refused', accountId: account.id, reason },
            'WHM did not remove the account',
          );
          // Its job was cancelled above; a pending account needs one again since it stays.
          if (account.status === 'pending') await provisioning.enqueueProvisioning(db, account.id);
          throw new AppError(
            'UPSTREAM_FAILED',
            fillMessage(HOSTING_MESSAGES.removalRefused, { domain: account.domain, reason }),
          );
        }
      }
    }
    await db.transaction(async (tx) => {
      await deleteAccountRow(tx, account.id);
      for (const hook of removedHooks) await hook(tx, { id: account.id, domain: account.domain });
      await audit.record(tx, {
        action: 'hosting.deleted',
        subjectUserId: account.userId,
        targetType: 'hosting_account',
        targetId: account.id,
        details: { domain: account.domain },
      });
    });
    log.info(
      { event: 'hosting-account-deleted', accountId: account.id, userId: account.userId },
      'hosting account deleted',
    );
  }

  return {
    onAccountRemoved: (hook: AccountRemovedHook) => void removedHooks.push(hook),

    /** DELETE /api/admin/hosting-accounts/{id}. */
    async deleteAccount(accountId: number) {
      const account = await findAccountById(db, accountId);
      if (!account) throw new AppError('NOT_FOUND', HOSTING_MESSAGES.accountNotFound);
      await removeAccount(account);
      return { message: fillMessage(HOSTING_MESSAGES.domainDeleted, { domain: account.domain }) };
    },

    /**
     * Before a user is deleted (admin users): every account removed on WHM, then its row. Throws UPSTREAM_FAILED
     * (CONFLICT when WHM is not configured) naming what could not be removed; those rows are kept, so the user's
     * deletion stops there.
     */
    async removeAllAccountsOfUser(userId: number): Promise<void> {
      const failures: AppError[] = [];
      for (const account of await listAccountsOfUser(db, userId)) {
        try {
          await removeAccount(account);
        } catch (error) {
          failures.push(
            error instanceof AppError
              ? error
              : new AppError(
                  'UPSTREAM_FAILED',
                  fillMessage(HOSTING_MESSAGES.removalFailed, {
                    domain: account.domain,
                    reason: describeWhmError(error),
                  }),
                ),
          );
        }
      }
      if (failures.length) {
        // Only "WHM is not configured" (409) is a precondition the admin fixes in settings; anything else is WHM (502).
        const code = failures.every((f) => f.code === 'CONFLICT') ? 'CONFLICT' : 'UPSTREAM_FAILED';
        throw new AppError(
          code,
          fillMessage(HOSTING_MESSAGES.someNotRemoved, { failures: failures.map((f) => f.message).join('; ') }),
        );
      }
    },
  };
}
