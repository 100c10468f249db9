import { BILLING_MESSAGES } from '../../../../contract/billing.js';
import { AppError } from '../../../errors.js';
import { RATE_LIMITS } from '../../rate-limit/index.js';
import { listBillingOf } from '../commerce/face.js';
import type { BillingCaller, BillingCentreDeps } from './service.js';
import { isUnstartedCheckout } from './view.js';

// The billing centre without an account: a signed link to an address stands in for a session. Who asks for one learns
// nothing (the answer is the same whether the address paid for anything), and an address gets a few an hour at most.

type LinkDeps = Pick<BillingCentreDeps, 'db' | 'links' | 'rateLimits' | 'sendLink' | 'log'>;

export function createSignedLinks(deps: LinkDeps) {
  const { db, links, rateLimits, log } = deps;

  /** Each address gets a few links an hour whoever asks (a stranger cannot flood a mailbox); over it, silently none. */
  async function isUnderMailLimit(email: string): Promise<boolean> {
    try {
      await rateLimits.consumeAttempt(RATE_LIMITS.billingLinkPerEmail, email);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
      throw error;
    }
  }

  async function hasBilling(email: string): Promise<boolean> {
    const { subscriptions, payments } = await listBillingOf(db, { userId: null, email });
    return payments.length > 0 || subscriptions.some((row) => !isUnstartedCheckout(row));
  }

  return {
    /** Checks a signed link: its address, or 401 saying whether it expired (the page then offers a new one). */
    callerOfLink(token: string): BillingCaller {
      const check = links.verify(token);
      if (check.ok) return { kind: 'link', email: check.email };
      throw new AppError(
        'UNAUTHENTICATED',
        check.reason === 'expired' ? BILLING_MESSAGES.linkExpired : BILLING_MESSAGES.linkInvalid,
        { billingLink: check.reason },
      );
    },

    /**
     * POST /api/billing/link: mails a link to an address (or to the address of an authentic expired link) when it has
     * anything to show. The answer is the same either way, so nobody learns who paid for what.
     */
    async requestLink(body: { email: string } | { token: string }, ip: string): Promise<{ message: string }> {
      await rateLimits.consumeAttempt(RATE_LIMITS.billingLinkPerAddress, ip);
      let email: string | null = null;
      if ('email' in body) email = body.email.trim().toLowerCase();
      else {
        const check = links.verify(body.token);
        email = check.ok || check.reason === 'expired' ? check.email : null;
      }
      if (email && (await isUnderMailLimit(email)) && (await hasBilling(email))) {
        const { token, expiresAt } = links.sign(email);
        await deps.sendLink(email, token, expiresAt);
        log.info({ event: 'billing-link-sent' }, 'billing link mailed');
      }
      return { message: BILLING_MESSAGES.linkSent };
    },

    /** A fresh signed link for an address (the receipt mail carries one). */
    signLink: (email: string) => links.sign(email),
  };
}
