import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PixelSettings, PixelSettingsBody } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';

export const PIXEL_SETTINGS_KEY = ['/api/facebook-pixel-settings'] as const;

/** GET /api/facebook-pixel-settings: never carries the access token, only whether one is saved. */
export function usePixelSettings() {
  return useQuery(queryOptions({ queryKey: PIXEL_SETTINGS_KEY, queryFn: () => apiJson<PixelSettings>('GET', '/api/facebook-pixel-settings'), staleTime: 0 }));
}

/** POST /api/facebook-pixel-settings: a blank token keeps the saved one. */
export function useSavePixelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PixelSettingsBody) => apiJson<PixelSettings>('POST', '/api/facebook-pixel-settings', body),
    onSuccess: (settings) => queryClient.setQueryData(PIXEL_SETTINGS_KEY, settings),
  });
}

/** DELETE /api/facebook-pixel-settings. */
export function useDeletePixelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('DELETE', '/api/facebook-pixel-settings'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PIXEL_SETTINGS_KEY }),
  });
}
