import { useHistoryState } from 'wouter/use-browser-location';
import type { VpsStartedState } from '../api/subscribe';

/**
 * The order's start as the server answered it (amount due, the promotion code's discount), when this page's history
 * entry carries it for this subscription: /vps-checkout gets it from the order form, /vps-success from the checkout.
 */
export function useStartedState(subscriptionId: string): VpsStartedState | null {
  const state = useHistoryState<{ vpsStarted?: VpsStartedState } | null>();
  const started = state?.vpsStarted;
  return started && started.subscriptionId === subscriptionId ? started : null;
}
