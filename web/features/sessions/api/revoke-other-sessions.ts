import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { revokeOthersResponse } from '../../../../contract/account-safety.js';
import { invalidateSecurityEvents } from '../../../api/security-events';
import { apiJson } from '../../../lib/api-client';
import { SESSIONS_KEY } from './get-sessions';

export type RevokeOthersResponse = z.infer<typeof revokeOthersResponse>;

/** POST /api/user/sessions/revoke-others: every session but this one. */
export function revokeOtherSessions(): Promise<RevokeOthersResponse> {
  return apiJson<RevokeOthersResponse>('POST', '/api/user/sessions/revoke-others');
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }), invalidateSecurityEvents(queryClient)]),
  });
}
