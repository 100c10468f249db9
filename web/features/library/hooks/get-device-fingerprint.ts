import type { QueryClient } from '@tanstack/react-query';
import { collectFingerprint } from '../../../lib/fingerprint';

// The same cache entry the sign-up forms use (one collection per page load): features may not import
// each other, so the key is repeated here rather than shared through the auth feature.
export function getDeviceFingerprint(queryClient: QueryClient) {
  return queryClient.fetchQuery({ queryKey: ['device-fingerprint'], queryFn: () => collectFingerprint(), staleTime: Infinity, gcTime: Infinity, retry: false });
}
