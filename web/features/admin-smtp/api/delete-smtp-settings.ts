import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { SMTP_SETTINGS_KEY } from './get-smtp-settings';

/** DELETE /api/smtp-settings. */
export function deleteSmtpSettings(): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', '/api/smtp-settings');
}

export function useDeleteSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSmtpSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SMTP_SETTINGS_KEY }),
  });
}
