import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { PAID_HOSTING_MESSAGES as M, type PaidPlanType } from '../../../../contract/paid-hosting.js';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { CURRENT_USER_KEY, useCurrentUser } from '../../../lib/session';
import { setAuthToken } from '../../../lib/storage';
import { confirmSubscription } from '../api/confirm';
import { subscribe } from '../api/subscribe';
import { checkoutReducer, INITIAL_CHECKOUT, type BillingContact } from '../checkout-state';

/** Where a checkout waits while a payment method that leaves the page (a bank redirect) is completed. */
const CHECKOUT_KEY = 'paidHostingCheckout';

type PendingCheckout = { subscriptionId: string; domain: string; planType: PaidPlanType } & BillingContact;

const messageOf = (error: unknown) => {
  const parsed = parseApiError(error);
  return parsed.status !== null && parsed.message ? parsed.message : null;
};

/**
 * Steps 2 to 4 of /paid-hosting: start the subscription with the billing contact, then confirm it with our server
 * once paid (here, or back from a payment method that left the page), and sign the buyer in.
 */
export function useCheckout({ search, publicKey }: { search: string; publicKey: string | null | undefined }) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [state, dispatch] = useReducer(checkoutReducer, INITIAL_CHECKOUT);

  useEffect(() => {
    if (user) dispatch({ type: 'prefill', contact: { fullName: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email ?? '' } });
  }, [user]);

  const finish = useCallback(async (body: PendingCheckout) => {
    dispatch({ type: 'busy', busy: true });
    try {
      const answer = await confirmSubscription(body);
      sessionStorage.removeItem(CHECKOUT_KEY);
      if (answer.token) setAuthToken(answer.token);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      if (answer.hostingAccount.error) {
        toast({ title: M.provisioningFailedTitle, description: answer.message || M.provisioningFailed, variant: 'destructive' });
      }
      dispatch({ type: 'confirmed', done: answer });
    } catch (error) {
      toast({ title: M.paymentFailedTitle, description: messageOf(error) ?? M.paymentConfirmationFailed, variant: 'destructive' });
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  }, [queryClient]);

  // Back from a payment method that left the page: confirm the stored checkout (the server asks Stripe).
  useEffect(() => {
    const params = new URLSearchParams(search);
    const stored = sessionStorage.getItem(CHECKOUT_KEY);
    if (!params.get('redirect_status') || !stored) return;
    try {
      void finish(JSON.parse(stored) as PendingCheckout);
    } catch {
      sessionStorage.removeItem(CHECKOUT_KEY);
    }
  }, [search, finish]);

  const start = async (order: { domain: string; planType: PaidPlanType }, contact: BillingContact) => {
    dispatch({ type: 'contact', contact });
    if (!publicKey) {
      toast({ title: M.stripeNotConfiguredTitle, description: M.stripeNotConfigured, variant: 'destructive' });
      return;
    }
    dispatch({ type: 'busy', busy: true });
    try {
      const answer = await subscribe({ ...order, ...contact });
      const pending: PendingCheckout = { subscriptionId: answer.subscriptionId, domain: answer.domain, planType: answer.planType, ...contact };
      sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify(pending));
      dispatch({ type: 'started', started: answer });
      if (!answer.clientSecret) {
        // Nothing to pay now (a 0 first invoice): the server checks with Stripe straight away.
        await finish(pending).catch(() => toast({ title: M.subscriptionFailedTitle, description: M.noClientSecret, variant: 'destructive' }));
        return;
      }
      dispatch({ type: 'goTo', step: 'payment' });
    } catch (error) {
      toast({ title: M.subscriptionFailedTitle, description: messageOf(error) ?? M.subscriptionFailed, variant: 'destructive' });
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  };

  const paid = () => {
    if (state.started) void finish({ subscriptionId: state.started.subscriptionId, domain: state.started.domain, planType: state.started.planType, ...state.contact });
  };

  return { ...state, goTo: (step: 'domain' | 'billing' | 'payment') => dispatch({ type: 'goTo', step }), start, paid };
}
