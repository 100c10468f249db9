import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorConfirmBody, twoFactorConfirmResponse } from '../../../../contract/account-safety.js';
import { invalidateSecurityEvents } from '../../../api/security-events';
import { invalidateTwoFactorStatus } from '../../../api/two-factor-status';
import { apiJson } from '../../../lib/api-client';

export type ConfirmTwoFactorInput = z.input<typeof twoFactorConfirmBody>;
export type ConfirmTwoFactorResponse = z.infer<typeof twoFactorConfirmResponse>;

/** POST /api/user/two-factor/confirm {code, currentPassword}: turns 2FA on; answers the ten recovery codes. */
export function confirmTwoFactorSetup(body: ConfirmTwoFactorInput): Promise<ConfirmTwoFactorResponse> {
  return apiJson<ConfirmTwoFactorResponse>('POST', '/api/user/two-factor/confirm', body);
}

export function useConfirmTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactorSetup,
    onSuccess: () => Promise.all([invalidateTwoFactorStatus(queryClient), invalidateSecurityEvents(queryClient)]),
  });
}
