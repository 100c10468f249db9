import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AbuseDetectionFigures,
  AbuseDetectionSettings,
  AdminAbuseCase,
} from '../../../../contract/abuse-detection.js';
import { apiJson } from '../../../lib/api-client';
import { refreshAdminHostingAccounts } from '../../../api/admin-hosting-accounts';

const CASES_KEY = ['/api/admin/abuse-cases'] as const;
const FIGURES_KEY = ['/api/admin/abuse-figures'] as const;
const SETTINGS_KEY = ['/api/admin/abuse-detection-settings'] as const;

export const useAbuseCases = (status: 'open' | 'closed') =>
  useQuery(
    queryOptions({
      queryKey: [...CASES_KEY, status] as const,
      queryFn: () => apiJson<{ cases: AdminAbuseCase[] }>('GET', `/api/admin/abuse-cases?status=${status}`),
      staleTime: 0,
    }),
  );

export const useAbuseFigures = () =>
  useQuery(
    queryOptions({
      queryKey: FIGURES_KEY,
      queryFn: () => apiJson<AbuseDetectionFigures>('GET', '/api/admin/abuse-figures'),
      staleTime: 0,
    }),
  );

/** POST /api/admin/abuse-cases/{id}/{confirm|reverse}: the cases, the figures and the hosting list refresh. */
export function useCaseDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'confirm' | 'reverse' }) =>
      apiJson<{ message: string; case: AdminAbuseCase }>('POST', `/api/admin/abuse-cases/${id}/${decision}`, {}),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CASES_KEY });
      await queryClient.invalidateQueries({ queryKey: FIGURES_KEY });
      await refreshAdminHostingAccounts(queryClient);
    },
  });
}

export const useDetectionSettings = () =>
  useQuery(
    queryOptions({
      queryKey: SETTINGS_KEY,
      queryFn: () => apiJson<AbuseDetectionSettings>('GET', '/api/admin/abuse-detection-settings'),
      staleTime: 0,
    }),
  );

export function useSaveDetectionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AbuseDetectionSettings) =>
      apiJson<{ message: string; settings: AbuseDetectionSettings }>(
        'PUT',
        '/api/admin/abuse-detection-settings',
        body,
      ),
    onSuccess: ({ settings }) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
