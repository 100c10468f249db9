import type { QueryClient } from '@tanstack/react-query';
import { getDeviceFingerprint } from '../../../api/device-fingerprint';
import { toast } from '../../../components/ui/use-toast';
import { AUTH_MESSAGES } from '../messages';

type Device = Awaited<ReturnType<typeof getDeviceFingerprint>>;

/** This device for a sign-up body (its hash, and the rest as deviceInfo), or null after the fingerprint error toast. */
export async function deviceForSignUp(
  queryClient: QueryClient,
): Promise<{ fingerprintHash: Device['fingerprintHash']; deviceInfo: Omit<Device, 'fingerprintHash'> } | null> {
  let device: Device;
  try {
    device = await getDeviceFingerprint(queryClient);
  } catch {
    toast({
      title: AUTH_MESSAGES.fingerprintErrorTitle,
      description: AUTH_MESSAGES.fingerprintErrorDescription,
      variant: 'destructive',
    });
    return null;
  }
  const { fingerprintHash, ...deviceInfo } = device;
  return { fingerprintHash, deviceInfo };
}
