import type { QueryClient } from '@tanstack/react-query';
import { collectFingerprint, type DeviceFingerprint } from '../../../lib/fingerprint';

// The same cache entry the sign-up forms use (one collection per page load). Features may not import each
// other, so the key is repeated here rather than shared through the auth feature.
export function getDeviceFingerprint(queryClient: QueryClient): Promise<DeviceFingerprint> {
  return queryClient.fetchQuery({ queryKey: ['device-fingerprint'], queryFn: () => collectFingerprint(), staleTime: Infinity, gcTime: Infinity, retry: false });
}
