import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { collectFingerprint, type DeviceFingerprint } from '../lib/fingerprint';

// The device record the sign-up forms, the free-domain flow and library downloads send. One collection per page
// load: it does not change while the page is open, so every reader shares this one cache entry.

export const DEVICE_FINGERPRINT_KEY = ['device-fingerprint'] as const;

export const deviceFingerprintQueryOptions = () =>
  queryOptions({
    queryKey: DEVICE_FINGERPRINT_KEY,
    queryFn: () => collectFingerprint(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** `enabled: false` reads only what another reader already collected (the collection is heavy on a slow phone). */
export function useDeviceFingerprint({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...deviceFingerprintQueryOptions(), enabled });
}

export function getDeviceFingerprint(queryClient: QueryClient): Promise<DeviceFingerprint> {
  return queryClient.fetchQuery(deviceFingerprintQueryOptions());
}
