import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useTwoFactorHold } from '../hooks/use-two-factor-hold';
import { TwoFactorSetupRequiredBanner } from './setup-required-banner';

/**
 * An admin screen's contents, or for an admin held by the two-factor rule only the way to Settings: every admin call
 * would answer 403 until they turn it on. (The admin dashboard keeps its header and does the same itself.)
 */
export function TwoFactorHoldGate({ children }: { children: ReactNode }) {
  const hold = useTwoFactorHold();
  if (hold === 'checking') return <Spinner label="Loading..." />;
  if (hold === 'held') return <TwoFactorSetupRequiredBanner />;
  return <>{children}</>;
}
