import type { AbuseDeps } from './deps.js';

// "Suspend the owner" from the abuse queue is the Users tab's suspension of the person: sessions ended, sign-in
// refused with the reason, every site suspended on WHM through the queue (nothing lost while WHM is down), machines
// stopped, subscriptions paused. This module only names the sites it affected, for the owner's mail.

export interface OwnerSuspensionActor {
  id: number;
}

export function createOwnerSuspension({
  hosting,
  suspendPerson,
  log,
}: Pick<AbuseDeps, 'hosting' | 'suspendPerson' | 'log'>) {
  /** Answers the domains that were active and are now suspended with their owner. */
  return async function suspendOwner(userId: number, reason: string, actor: OwnerSuspensionActor): Promise<string[]> {
    const active = (await hosting.listAccountsOfUser(userId))
      .filter((site) => site.status === 'active')
      .map((site) => site.domain);
    await suspendPerson(actor, userId, reason);
    log.info(
      { event: 'abuse-owner-suspended', userId, byUserId: actor.id, sites: active.length },
      'owner suspended from the abuse queue',
    );
    return active;
  };
}
