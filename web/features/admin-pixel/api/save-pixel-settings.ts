import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PixelSettings, PixelSettingsBody } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';
import { PIXEL_SETTINGS_KEY } from './get-pixel-settings';

/** POST /api/facebook-pixel-settings: a blank token keeps the saved one. */
export function savePixelSettings(body: PixelSettingsBody): Promise<PixelSettings> {
  return apiJson<PixelSettings>('POST', '/api/facebook-pixel-settings', body);
}

export function useSavePixelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePixelSettings,
    onSuccess: (settings) => queryClient.setQueryData(PIXEL_SETTINGS_KEY, settings),
  });
}
