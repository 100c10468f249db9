import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registrationSettingsBody } from '../../../../contract/accounts.js';
import { invalidateTwoFactorStatus } from '../../../api/two-factor-status';
import { apiJson } from '../../../lib/api-client';
import { REGISTRATION_SETTINGS_KEY, type RegistrationSettings } from './get-registration-settings';

/** A setting left out keeps its stored value. */
export type RegistrationSettingsUpdate = z.input<typeof registrationSettingsBody>;

/** PUT /api/admin/registration-settings */
export function updateRegistrationSettings(body: RegistrationSettingsUpdate): Promise<RegistrationSettings> {
  return apiJson<RegistrationSettings>('PUT', '/api/admin/registration-settings', body);
}

export function useUpdateRegistrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationSettings,
    onSuccess: (settings, sent) => {
      queryClient.setQueryData<RegistrationSettings>(
        REGISTRATION_SETTINGS_KEY,
        (old) => settings ?? (old ? { ...old, ...sent } : undefined),
      );
      // The admin-2FA rule decides whether this admin is now asked to set it up.
      if (sent.adminsRequireTwoFactor !== undefined) void invalidateTwoFactorStatus(queryClient);
    },
  });
}
