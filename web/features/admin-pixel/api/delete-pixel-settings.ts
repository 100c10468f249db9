import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { PIXEL_SETTINGS_KEY } from './get-pixel-settings';

/** DELETE /api/facebook-pixel-settings. */
export function deletePixelSettings(): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', '/api/facebook-pixel-settings');
}

export function useDeletePixelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePixelSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PIXEL_SETTINGS_KEY }),
  });
}
