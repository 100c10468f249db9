import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { isAppError } from '../../errors.js';
import type { AbuseDeps } from './deps.js';

// "Suspend the owner" from the abuse queue. TO BE REWIRED AT MERGE (docs/decisions.md, 'Abuse reports (issue 22)'):
// issue 22 point 1's user-level suspension (sessions ended, sign-in refused with the reason, hosting, machines and
// subscriptions paused) is built in parallel; this one function is the only place that must then call it instead.
// Until then it suspends every active site of the owner through the hosting module's suspension.

export interface OwnerSuspensionActor { id: number }

export function createOwnerSuspension({ hosting, log }: Pick<AbuseDeps, 'hosting' | 'log'>) {
  /** Answers the domains now suspended because of this call (sites suspended before are left as they are). */
  return async function suspendOwner(userId: number, reason: string, actor: OwnerSuspensionActor): Promise<string[]> {
    const sites = await hosting.listAccountsOfUser(userId);
    const suspended: string[] = [];
    // One by one, WHM first each time: the first refusal stops here and the admin reads which site and why;
    // the sites already done stay suspended (each is its own audited change).
    for (const site of sites) {
      if (site.status !== 'active') continue;
      try {
        await hosting.suspendAccount(site.id, reason);
        suspended.push(site.domain);
      } catch (error) {
        if (isAppError(error) && error.message === ACCOUNT_SAFETY_MESSAGES.alreadySuspended) continue;
        throw error;
      }
    }
    log.info({ event: 'abuse-owner-suspended', userId, byUserId: actor.id, sites: suspended.length }, 'owner suspended from the abuse queue');
    return suspended;
  };
}
