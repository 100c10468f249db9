import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteManageSettings, SiteManageSettingsBody } from '../../../../contract/site-manage.js';
import { apiJson } from '../../../lib/api-client';

// The operator's "Manage site" settings: GET/PUT /api/admin/site-manage/settings.

const SETTINGS_KEY = ['/api/admin/site-manage/settings'] as const;

export function useSiteManageSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiJson<SiteManageSettings>('GET', '/api/admin/site-manage/settings'),
  });
}

export function useSaveSiteManageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteManageSettingsBody) =>
      apiJson<{ message: string; settings: SiteManageSettings }>('PUT', '/api/admin/site-manage/settings', body),
    onSuccess: ({ settings }) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
