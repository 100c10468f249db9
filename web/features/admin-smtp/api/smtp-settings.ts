import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmtpSettings, SmtpSettingsBody, SmtpTestBody } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';

export const SMTP_SETTINGS_KEY = ['/api/smtp-settings'] as const;

/** GET /api/smtp-settings: never carries the password, only whether one is saved. */
export const smtpSettingsQueryOptions = () => queryOptions({
  queryKey: SMTP_SETTINGS_KEY, queryFn: () => apiJson<SmtpSettings>('GET', '/api/smtp-settings'), staleTime: 0,
});

export function useSmtpSettings() {
  return useQuery(smtpSettingsQueryOptions());
}

/** POST /api/smtp-settings: a blank password keeps the saved one (same host and port). */
export function useSaveSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmtpSettingsBody) => apiJson<SmtpSettings>('POST', '/api/smtp-settings', body),
    onSuccess: (settings) => queryClient.setQueryData(SMTP_SETTINGS_KEY, settings),
  });
}

/** DELETE /api/smtp-settings. */
export function useDeleteSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('DELETE', '/api/smtp-settings'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SMTP_SETTINGS_KEY }),
  });
}

/** POST /api/smtp-settings/test-connection: the form values. */
export function useTestSmtpConnection() {
  return useMutation({ mutationFn: (body: SmtpSettingsBody) => apiJson<{ message: string }>('POST', '/api/smtp-settings/test-connection', body) });
}

/** POST /api/smtp-settings/test: the form values plus testEmail. */
export function useSendSmtpTest() {
  return useMutation({ mutationFn: (body: SmtpTestBody) => apiJson<{ message: string }>('POST', '/api/smtp-settings/test', body) });
}
