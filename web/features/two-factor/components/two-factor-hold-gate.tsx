import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useTwoFactorHold } from '../hooks/use-two-factor-hold';
import { LazySetupRequiredBanner } from './lazy-setup-required-banner';

/**
 * An admin screen's contents, or for an admin held by the two-factor rule only the way to Settings: every admin call
 * would answer 403 until they turn it on. (The admin dashboard keeps its header and does the same itself.) The
 * spinner's words are the screen's own, as the screen's spinner follows it: the gate then brings no catalogue.
 */
export function TwoFactorHoldGate({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  const hold = useTwoFactorHold();
  if (hold === 'checking') return <Spinner label={loadingLabel} />;
  if (hold === 'held') return <LazySetupRequiredBanner />;
  return <>{children}</>;
}
