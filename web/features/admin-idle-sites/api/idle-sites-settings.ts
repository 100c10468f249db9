import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdleSitesSettingsBody, IdleSitesSettingsResponse } from '../../../../contract/idle-sites.js';
import { apiJson } from '../../../lib/api-client';

// The idle-site rule: GET/PUT /api/admin/idle-sites/settings and POST /api/admin/idle-sites/sweep.

const SETTINGS_KEY = ['/api/admin/idle-sites/settings'] as const;

export function useIdleSitesSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiJson<IdleSitesSettingsResponse>('GET', '/api/admin/idle-sites/settings'),
    // The sweep's figures change on the queue, not through this screen.
    refetchInterval: 5000,
  });
}

export function useSaveIdleSitesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IdleSitesSettingsBody) =>
      apiJson<{ message: string; settings: IdleSitesSettingsResponse }>('PUT', '/api/admin/idle-sites/settings', body),
    onSuccess: ({ settings }) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}

export function useRunIdleSweep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/admin/idle-sites/sweep'),
    // The pass runs on the queue in a moment; its figures show on a following read.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
