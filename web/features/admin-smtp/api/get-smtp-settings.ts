import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmtpSettings } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';

export const SMTP_SETTINGS_KEY = ['/api/smtp-settings'] as const;

/** GET /api/smtp-settings: never carries the password, only whether one is saved. */
export function getSmtpSettings(): Promise<SmtpSettings> {
  return apiJson<SmtpSettings>('GET', '/api/smtp-settings');
}

export const smtpSettingsQueryOptions = () =>
  queryOptions({ queryKey: SMTP_SETTINGS_KEY, queryFn: getSmtpSettings, staleTime: 0 });

export function useSmtpSettings() {
  return useQuery(smtpSettingsQueryOptions());
}
