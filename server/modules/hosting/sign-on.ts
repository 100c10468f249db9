import { HOSTING_MESSAGES, type CpanelLoginResponse } from '../../../contract/hosting.js';
import { AppError } from '../../errors.js';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { HostingAccountWithPackage } from './repo.js';
import { describeWhmError } from './whm-errors.js';
import { fillMessage } from '../../../contract/i18n/format.js';

// Single sign-on into cPanel (POST /api/cpanel-login) and WHM (POST /api/admin/whm-login) through
// create_user_session. A URL is made for every click and never cached: it is single-use (reference §12).

export function createSignOn({ apiSettings, log }: { apiSettings: ApiSettingsService; log: AuditLog }) {
  return {
    /**
     * WHM failures answer 200 with loginUrl null. The username comes back (so the web can open the panel for manual
     * login, 000 §8) only where the owner has a password to type: a paid plan's, shown on its success page. A free
     * account's owner never had one, and is told plainly that cPanel cannot be reached.
     */
    async cpanelLogin(account: HostingAccountWithPackage): Promise<CpanelLoginResponse> {
      if (account.status === 'pending' || !account.cpanelUsername || !account.whmAccountId) {
        throw new AppError('CONFLICT', HOSTING_MESSAGES.notProvisioned, { error: 'NOT_PROVISIONED' });
      }
      // A suspended account's panel stays closed (WHM would refuse the session anyway).
      if (account.status === 'suspended') {
        throw new AppError('FORBIDDEN', ACCOUNT_SAFETY_MESSAGES.accountSuspended, {
          error: 'SUSPENDED',
          reason: account.suspendReason,
        });
      }
      const username = account.cpanelUsername;
      const manualUsername = account.packageIsFree === false ? username : null;
      const whm = await apiSettings.getWhm();
      if (!whm) {
        return {
          loginUrl: null,
          message: HOSTING_MESSAGES.cpanelLoginFailed,
          debug: HOSTING_MESSAGES.whmNotConfigured,
          error: 'WHM_NOT_CONFIGURED',
          username: null,
          panelUrl: null,
        };
      }
      try {
        const session = await whm.client.createUserSession(username, 'cpaneld', whm.preferredDomain);
        return {
          loginUrl: session.url,
          message: 'cPanel session created',
          debug: null,
          error: null,
          username,
          panelUrl: whm.panelUrl,
        };
      } catch (error) {
        const debug = describeWhmError(error);
        log.warn({ event: 'cpanel-login-failed', accountId: account.id, reason: debug }, 'cPanel sign-on failed');
        return {
          loginUrl: null,
          message: HOSTING_MESSAGES.cpanelLoginFailed,
          debug,
          error: 'SESSION_FAILED',
          username: manualUsername,
          panelUrl: manualUsername ? whm.panelUrl : null,
        };
      }
    },

    /** System tab: Open WHM Panel, as the token's WHM user (root unless configured otherwise). */
    async whmLogin(): Promise<{ loginUrl: string }> {
      const whm = await apiSettings.getWhm();
      if (!whm) throw new AppError('CONFLICT', HOSTING_MESSAGES.whmLoginNotConfigured);
      try {
        const session = await whm.client.createUserSession(whm.username, 'whostmgrd', new URL(whm.whmApiUrl).hostname);
        return { loginUrl: session.url };
      } catch (error) {
        const reason = describeWhmError(error);
        log.warn({ event: 'whm-login-failed', reason }, 'WHM sign-on failed');
        throw new AppError('UPSTREAM_FAILED', fillMessage(HOSTING_MESSAGES.whmLoginRefused, { reason }));
      }
    },
  };
}
