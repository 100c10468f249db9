import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSettings, ApiSettingsBody } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';
import { API_SETTINGS_KEY } from './get-api-settings';

/** POST /api/api-settings. A blank token keeps the saved one. */
export function saveApiSettings(body: ApiSettingsBody): Promise<ApiSettings> {
  return apiJson<ApiSettings>('POST', '/api/api-settings', body);
}

export function useSaveApiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApiSettings,
    onSuccess: (settings) => queryClient.setQueryData(API_SETTINGS_KEY, settings),
  });
}
