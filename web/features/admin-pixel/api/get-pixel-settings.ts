import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PixelSettings } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';

export const PIXEL_SETTINGS_KEY = ['/api/facebook-pixel-settings'] as const;

/** GET /api/facebook-pixel-settings: never carries the access token, only whether one is saved. */
export function getPixelSettings(): Promise<PixelSettings> {
  return apiJson<PixelSettings>('GET', '/api/facebook-pixel-settings');
}

export const pixelSettingsQueryOptions = () =>
  queryOptions({ queryKey: PIXEL_SETTINGS_KEY, queryFn: getPixelSettings, staleTime: 0 });

export function usePixelSettings() {
  return useQuery(pixelSettingsQueryOptions());
}
