import { useDeviceFingerprint } from '../../../api/device-fingerprint';
import { useDeviceLimits } from '../api/check-device-limits';
import { DeviceLimitBanner, DeviceLimitPending } from './device-limit-banner';

/**
 * The Anonymous form's device check once the visitor has started on it: this device is looked at, the server asked,
 * and the banner shows the answer. Its own module, fetched on that first focus or touch, because the fingerprint
 * collector is ~3.5 KB that /auth's first load need not carry (anonymous-form.tsx).
 */
export function DeviceLimitStatus() {
  const fingerprint = useDeviceFingerprint();
  const limits = useDeviceLimits(fingerprint.data?.fingerprintHash);
  if (limits.data) return <DeviceLimitBanner limits={limits.data} />;
  // A failed check leaves the form as it is: the sign-up itself fails open (check-device-limits.ts).
  if (fingerprint.isError || limits.isError) return null;
  return <DeviceLimitPending />;
}
