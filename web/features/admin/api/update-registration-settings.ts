import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { REGISTRATION_SETTINGS_KEY, type RegistrationSettings } from './get-registration-settings';

/** PUT /api/admin/registration-settings */
export function updateRegistrationSettings(body: RegistrationSettings): Promise<RegistrationSettings> {
  return apiJson<RegistrationSettings>('PUT', '/api/admin/registration-settings', body);
}

export function useUpdateRegistrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationSettings,
    onSuccess: (settings, sent) => queryClient.setQueryData(REGISTRATION_SETTINGS_KEY, settings ?? sent),
  });
}
