import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbuseSettings, AdminAbuseReport } from '../../../../contract/abuse.js';
import { apiJson } from '../../../lib/api-client';
import { refreshAdminHostingAccounts } from '../../../api/admin-hosting-accounts';

const QUEUE_KEY = ['/api/admin/abuse-reports'] as const;
const SETTINGS_KEY = ['/api/admin/abuse-settings'] as const;

export const abuseQueueQueryOptions = (status: 'open' | 'closed') =>
  queryOptions({
    queryKey: [...QUEUE_KEY, status] as const,
    queryFn: () => apiJson<{ reports: AdminAbuseReport[] }>('GET', `/api/admin/abuse-reports?status=${status}`),
    staleTime: 0,
  });
export const useAbuseQueue = (status: 'open' | 'closed') => useQuery(abuseQueueQueryOptions(status));

export type AbuseAction =
  | { kind: 'dismiss'; note?: string }
  | { kind: 'warn'; message: string }
  | { kind: 'suspend-site'; reason: string }
  | { kind: 'suspend-owner'; reason: string };

/** POST /api/admin/abuse-reports/{id}/{action}: the queue and the hosting list (a suspension shows there) refresh. */
export function useAbuseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AbuseAction }) => {
      const { kind, ...body } = action;
      return apiJson<{ message: string; report: AdminAbuseReport }>(
        'POST',
        `/api/admin/abuse-reports/${id}/${kind}`,
        body,
      );
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      await refreshAdminHostingAccounts(queryClient);
    },
  });
}

/** POST /api/admin/abuse-auto-suspensions/{id}/undo */
export function useUndoAutoSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('POST', `/api/admin/abuse-auto-suspensions/${id}/undo`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      await refreshAdminHostingAccounts(queryClient);
    },
  });
}

export const useAbuseSettings = () =>
  useQuery(
    queryOptions({
      queryKey: SETTINGS_KEY,
      queryFn: () => apiJson<AbuseSettings>('GET', '/api/admin/abuse-settings'),
      staleTime: 0,
    }),
  );

export function useSaveAbuseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AbuseSettings) =>
      apiJson<{ message: string; settings: AbuseSettings }>('PUT', '/api/admin/abuse-settings', body),
    onSuccess: ({ settings }) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
