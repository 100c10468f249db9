import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorDisableBody } from '../../../../contract/account-safety.js';
import { invalidateSecurityEvents } from '../../../api/security-events';
import { invalidateTwoFactorStatus } from '../../../api/two-factor-status';
import { apiJson } from '../../../lib/api-client';

export type DisableTwoFactorInput = z.input<typeof twoFactorDisableBody>;

/** POST /api/user/two-factor/disable {currentPassword, code}: the code may be a recovery code. */
export function disableTwoFactor(body: DisableTwoFactorInput): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/user/two-factor/disable', body);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => Promise.all([invalidateTwoFactorStatus(queryClient), invalidateSecurityEvents(queryClient)]),
  });
}
