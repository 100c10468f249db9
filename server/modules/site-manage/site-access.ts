import { SITE_MESSAGES } from '../../../contract/site-manage.js';
import { AppError } from '../../errors.js';
import { WhmError, type WhmClient } from '../../integrations/whm/types.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { HostingService } from '../hosting/index.js';
import type { PackageService } from '../packages/index.js';

// The one gate in front of every site tool: the caller owns the account, the account is on WHM and not suspended
// (of any kind), and WHM is configured. Each call then acts as that account's own cPanel user and no other.

export interface SiteActor {
  id: number;
  email: string | null;
  role: 'client' | 'admin';
}

export interface OpenSite {
  accountId: number;
  userId: number;
  domain: string;
  /** The cPanel user every UAPI call is made as. */
  user: string;
  isFreeSubdomain: boolean;
  isFreePlan: boolean;
  mailboxLimit: number;
  whm: WhmClient;
  preferredDomain: string;
}

export interface SiteAccessDeps {
  hosting: HostingService;
  packages: PackageService;
  apiSettings: ApiSettingsService;
  hostedDomain: string;
}

/** Suspended of any kind: an admin's, billing's, the owner's, abuse quarantine or idle deactivation. */
export const isSuspendedStatus = (status: string) => status !== 'active' && status !== 'pending';

export function createSiteAccess({ hosting, packages, apiSettings, hostedDomain }: SiteAccessDeps) {
  /** The account, owned by the caller, else 404 (another person's id reads exactly like a missing one). */
  async function ownAccount(actor: SiteActor, accountId: number) {
    const account = await hosting.findAccountById(accountId);
    if (!account || account.userId !== actor.id) throw new AppError('NOT_FOUND', SITE_MESSAGES.accountNotFound);
    return account;
  }

  return {
    ownAccount,
    isFreeSubdomain: (domain: string) => domain.endsWith(`.${hostedDomain}`),

    /** Everything a site tool needs, or the reason it cannot run now. */
    async open(actor: SiteActor, accountId: number): Promise<OpenSite> {
      const account = await ownAccount(actor, accountId);
      if (isSuspendedStatus(account.status)) {
        throw new AppError('FORBIDDEN', SITE_MESSAGES.suspended, { error: 'SITE_SUSPENDED', appeal: true });
      }
      if (account.status !== 'active' || !account.cpanelUsername || !account.whmAccountId) {
        throw new AppError('CONFLICT', SITE_MESSAGES.notProvisioned, { error: 'NOT_PROVISIONED' });
      }
      const [whm, pkg] = await Promise.all([apiSettings.getWhm(), packages.findPackageById(account.packageId)]);
      if (!whm) throw new AppError('UNAVAILABLE', SITE_MESSAGES.unreachable, { error: 'WHM_UNREACHABLE', retry: true });
      return {
        accountId: account.id,
        userId: account.userId,
        domain: account.domain,
        user: account.cpanelUsername,
        isFreeSubdomain: account.domain.endsWith(`.${hostedDomain}`),
        isFreePlan: account.packageIsFree !== false,
        mailboxLimit: pkg?.emailAccounts ?? 0,
        whm: whm.client,
        preferredDomain: whm.preferredDomain,
      };
    },
  };
}

export type SiteAccess = ReturnType<typeof createSiteAccess>;

/**
 * WHM failures as the customer sees them: cPanel's refusal in its own words (a 400 they can act on), anything
 * else "could not reach the server" with a retry. The raw reason stays in the log.
 */
export function toSiteError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof WhmError && error.kind === 'api')
    return new AppError('BAD_REQUEST', error.message, { error: 'REFUSED' });
  return new AppError('UNAVAILABLE', SITE_MESSAGES.unreachable, { error: 'WHM_UNREACHABLE', retry: true });
}

/** Runs one WHM step of a site tool, turning its failure into the customer's words. */
export async function onWhm<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw toSiteError(error);
  }
}
