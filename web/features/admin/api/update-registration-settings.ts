import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { z } from 'zod';
import type { registrationSettingsBody } from '../../../../contract/accounts.js';
import { REGISTRATION_SETTINGS_KEY, type RegistrationSettings } from './get-registration-settings';

/** absent adminsRequireTwoFactor keeps the stored value. */
export type RegistrationSettingsBody = z.input<typeof registrationSettingsBody>;

/** PUT /api/admin/registration-settings */
export function updateRegistrationSettings(body: RegistrationSettingsBody): Promise<RegistrationSettings> {
  return apiJson<RegistrationSettings>('PUT', '/api/admin/registration-settings', body);
}

export function useUpdateRegistrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationSettings,
    onSuccess: (settings) => queryClient.setQueryData(REGISTRATION_SETTINGS_KEY, settings),
  });
}
