import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSettings } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

export const API_SETTINGS_KEY = ['/api/api-settings'] as const;

/** GET /api/api-settings: never carries the token, only whether one is saved. */
export function getApiSettings(): Promise<ApiSettings> {
  return apiJson<ApiSettings>('GET', '/api/api-settings');
}

export const apiSettingsQueryOptions = () =>
  queryOptions({ queryKey: API_SETTINGS_KEY, queryFn: getApiSettings, staleTime: 0 });

export function useApiSettings() {
  return useQuery(apiSettingsQueryOptions());
}
