import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { loadStripeJs } from '../../lib/stripe-js';

export type StripeJsState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

/** Loads Stripe.js for a publishable key; 'failed' when it cannot load or time runs out (the fallback's cue). */
export function useStripeJs(publishableKey: string): StripeJsState {
  const [state, setState] = useState<StripeJsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (live) setState({ status: 'ready', stripe });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return state;
}
