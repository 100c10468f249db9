import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportSettings } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';

export type DeskSettings = SupportSettings & { inboundKeySet: boolean };
const SETTINGS_KEY = ['/api/admin/support/settings'] as const;

export const useDeskSettings = () =>
  useQuery(
    queryOptions({
      queryKey: SETTINGS_KEY,
      queryFn: () => apiJson<DeskSettings>('GET', '/api/admin/support/settings'),
      staleTime: 0,
    }),
  );

/** PUT /api/admin/support/settings: the signing key is write-only (absent keeps it, '' clears it). */
export function useSaveDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportSettings & { inboundSigningKey?: string }) =>
      apiJson<DeskSettings>('PUT', '/api/admin/support/settings', body),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
