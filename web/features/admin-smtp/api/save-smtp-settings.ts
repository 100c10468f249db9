import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmtpSettings, SmtpSettingsBody } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';
import { SMTP_SETTINGS_KEY } from './get-smtp-settings';

/** POST /api/smtp-settings: a blank password keeps the saved one (same host and port). */
export function saveSmtpSettings(body: SmtpSettingsBody): Promise<SmtpSettings> {
  return apiJson<SmtpSettings>('POST', '/api/smtp-settings', body);
}

export function useSaveSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSmtpSettings,
    onSuccess: (settings) => queryClient.setQueryData(SMTP_SETTINGS_KEY, settings),
  });
}
