import type { CheckoutBilling } from '../../../../contract/billing-details.js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { PaidPlanType } from '../../../../contract/paid-hosting-constants.js';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { CURRENT_USER_KEY, useCurrentUser } from '../../../lib/session';
import { setAuthToken } from '../../../lib/storage';
import { confirmSubscription } from '../api/confirm';
import { paidHostingText } from '../i18n';
import { resumeCheckout } from '../api/resume-checkout';
import { subscribe } from '../api/subscribe';
import { checkoutReducer, INITIAL_CHECKOUT, type BillingContact } from '../checkout-state';
import { paymentIntentIdOfSecret, type ConfirmedPurchase } from '../../../lib/tracking/purchase';
import {
  clearSavedCheckout,
  holdEndsAt,
  isResumable,
  readSavedCheckout,
  saveCheckout,
  type SavedCheckout,
} from '../saved-checkout';

type PendingCheckout = { subscriptionId: string; domain: string; planType: PaidPlanType } & BillingContact;

const pendingOf = (saved: SavedCheckout): PendingCheckout => ({
  subscriptionId: saved.subscriptionId,
  domain: saved.domain,
  planType: saved.planType,
  email: saved.email,
  fullName: saved.fullName,
});

/** The checkout this browser can offer to resume when the page opens: a bank redirect's return is not an offer. */
function initialSaved(search: string): SavedCheckout | null {
  if (new URLSearchParams(search).get('redirect_status')) return null;
  const saved = readSavedCheckout();
  if (saved && !isResumable(saved)) {
    clearSavedCheckout();
    return null;
  }
  return saved;
}

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
  // An abandoned checkout of this browser, offered until the server's hold on its domain ends.
  const [saved, setSaved] = useState<SavedCheckout | null>(() => initialSaved(search));
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(null), Math.max(0, holdEndsAt(saved) - Date.now()));
    return () => clearTimeout(timer);
  }, [saved]);

  useEffect(() => {
    if (user)
      dispatch({
        type: 'prefill',
        contact: { fullName: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email ?? '' },
      });
  }, [user]);

  /** The payment the success view reports to the pixel (null: nothing this page can name was paid here). */
  const [purchase, setPurchase] = useState<ConfirmedPurchase | null>(null);

  const finish = useCallback(
    async (body: PendingCheckout, paidWith: ConfirmedPurchase | null = null) => {
      dispatch({ type: 'busy', busy: true });
      try {
        const answer = await confirmSubscription(body);
        clearSavedCheckout();
        setSaved(null);
        setPurchase(paidWith);
        if (answer.token) setAuthToken(answer.token);
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
        if (answer.hostingAccount.error) {
          toast({
            title: paidHostingText('provisioningFailedTitle'),
            description: answer.message || paidHostingText('provisioningFailed'),
            variant: 'destructive',
          });
        }
        dispatch({ type: 'confirmed', done: answer });
      } catch (error) {
        toast({
          title: paidHostingText('paymentFailedTitle'),
          description: messageOf(error) ?? paidHostingText('paymentConfirmationFailed'),
          variant: 'destructive',
        });
      } finally {
        dispatch({ type: 'busy', busy: false });
      }
    },
    [queryClient],
  );

  // Back from a payment method that left the page: confirm the stored checkout (the server asks Stripe).
  useEffect(() => {
    const stored = readSavedCheckout();
    const params = new URLSearchParams(search);
    if (!params.get('redirect_status') || !stored) return;
    const paymentIntentId = params.get('payment_intent');
    void finish(
      pendingOf(stored),
      paymentIntentId ? { paymentIntentId, amountCents: stored.amountDue ?? null, currency: stored.currency } : null,
    );
  }, [search, finish]);

  const start = async (
    order: { domain: string; planType: PaidPlanType },
    contact: BillingContact,
    billing: CheckoutBilling | null = null,
    promotionCode: string | null = null,
  ): Promise<string | null> => {
    dispatch({ type: 'contact', contact });
    if (!publicKey) {
      toast({
        title: paidHostingText('stripeNotConfiguredTitle'),
        description: paidHostingText('stripeNotConfigured'),
        variant: 'destructive',
      });
      return null;
    }
    dispatch({ type: 'busy', busy: true });
    try {
      const answer = await subscribe({
        ...order,
        ...contact,
        ...(billing ? { billing } : {}),
        ...(promotionCode ? { promotionCode } : {}),
      });
      const pending: PendingCheckout = {
        subscriptionId: answer.subscriptionId,
        domain: answer.domain,
        planType: answer.planType,
        ...contact,
      };
      saveCheckout({ ...pending, amountDue: answer.amountDue, currency: answer.currency });
      setSaved(null);
      dispatch({ type: 'started', started: answer });
      if (!answer.clientSecret) {
        // Nothing to pay now (a 0 first invoice): the server checks with Stripe straight away.
        await finish(pending).catch(() =>
          toast({
            title: paidHostingText('subscriptionFailedTitle'),
            description: paidHostingText('noClientSecret'),
            variant: 'destructive',
          }),
        );
        return null;
      }
      dispatch({ type: 'goTo', step: 'payment' });
      return null;
    } catch (error) {
      // The code's refusal goes back to its field (the billing step says it there), not to a toast.
      const answer = parseApiError(error);
      if (answer.flags.field === 'promotionCode') return answer.message;
      toast({
        title: paidHostingText('subscriptionFailedTitle'),
        description: messageOf(error) ?? paidHostingText('subscriptionFailed'),
        variant: 'destructive',
      });
      return null;
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  };

  /** 'Resume your checkout': the same subscription's payment again (the server re-reads it from Stripe). */
  const resume = async () => {
    if (!saved) return;
    const pending = pendingOf(saved);
    dispatch({ type: 'contact', contact: { fullName: saved.fullName, email: saved.email } });
    dispatch({ type: 'busy', busy: true });
    try {
      const answer = await resumeCheckout({ subscriptionId: saved.subscriptionId, email: saved.email });
      setSaved(null);
      dispatch({ type: 'started', started: answer });
      if (!answer.clientSecret) {
        // Paid meanwhile (the invoice page in another tab): confirm it, which shows the success view.
        await finish(pending);
        return;
      }
      dispatch({ type: 'goTo', step: 'payment' });
    } catch (error) {
      const { status } = parseApiError(error);
      // Gone or expired for good: offered no more. Anything else (Stripe unreachable) may work on a second try.
      if (status === 404 || status === 409) {
        clearSavedCheckout();
        setSaved(null);
      }
      toast({
        title: paidHostingText('resumeFailedTitle'),
        description: messageOf(error) ?? paidHostingText('subscriptionFailed'),
        variant: 'destructive',
      });
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  };

  /** 'Start over': forget the abandoned checkout here (the server lets the same buyer start the same name again). */
  const discardSaved = () => {
    clearSavedCheckout();
    setSaved(null);
  };

  const paid = () => {
    const { started } = state;
    if (!started) return;
    const paymentIntentId = paymentIntentIdOfSecret(started.clientSecret);
    void finish(
      { subscriptionId: started.subscriptionId, domain: started.domain, planType: started.planType, ...state.contact },
      paymentIntentId ? { paymentIntentId, amountCents: started.amountDue, currency: started.currency } : null,
    );
  };

  return {
    ...state,
    goTo: (step: 'domain' | 'billing' | 'payment') => dispatch({ type: 'goTo', step }),
    start,
    paid,
    /** The abandoned checkout this browser may resume (null once resumed, discarded or past its hold). */
    saved,
    resume,
    discardSaved,
    purchase,
  };
}
