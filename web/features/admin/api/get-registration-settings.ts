import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registrationSettingsSchema } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';

export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

export const REGISTRATION_SETTINGS_KEY = ['/api/admin/registration-settings'] as const;

/** GET /api/admin/registration-settings */
export function getRegistrationSettings(): Promise<RegistrationSettings> {
  return apiJson<RegistrationSettings>('GET', '/api/admin/registration-settings');
}

export const registrationSettingsQueryOptions = () =>
  queryOptions({ queryKey: REGISTRATION_SETTINGS_KEY, queryFn: getRegistrationSettings });

export function useRegistrationSettings() {
  return useQuery(registrationSettingsQueryOptions());
}
