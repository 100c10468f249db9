import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { collectFingerprint } from '../../../lib/fingerprint';

// One collection per page load: the record does not change while the page is open.
export const deviceFingerprintQueryOptions = () =>
  queryOptions({
    queryKey: ['device-fingerprint'] as const,
    queryFn: () => collectFingerprint(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useDeviceFingerprint() {
  return useQuery(deviceFingerprintQueryOptions());
}

export function getDeviceFingerprint(queryClient: QueryClient) {
  return queryClient.fetchQuery(deviceFingerprintQueryOptions());
}
