import type { QueryClient } from '@tanstack/react-query';
import type { getDeviceFingerprint } from '../../../api/device-fingerprint';
import { toast } from '../../../components/ui/use-toast';
import { translate } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';

type Device = Awaited<ReturnType<typeof getDeviceFingerprint>>;

/** This device for a sign-up body (its hash, and the rest as deviceInfo), or null after the fingerprint error toast. */
export async function deviceForSignUp(
  queryClient: QueryClient,
): Promise<{ fingerprintHash: Device['fingerprintHash']; deviceInfo: Omit<Device, 'fingerprintHash'> } | null> {
  let device: Device;
  try {
    // Fetched here, not imported: the collector is not on the sign-up forms' first load (device-limit-status.tsx).
    const { getDeviceFingerprint } = await import('../../../api/device-fingerprint');
    device = await getDeviceFingerprint(queryClient);
  } catch {
    toast({
      // Asked from a form of this feature, whose messages are here already.
      title: translate(authMessages, 'fingerprintErrorTitle'),
      description: translate(authMessages, 'fingerprintErrorDescription'),
      variant: 'destructive',
    });
    return null;
  }
  const { fingerprintHash, ...deviceInfo } = device;
  return { fingerprintHash, deviceInfo };
}
