import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSecurityEvents } from '../../../api/security-events';
import { apiJson } from '../../../lib/api-client';
import { SESSIONS_KEY } from './get-sessions';

/** DELETE /api/user/sessions/{id}: signs that device out. */
export function revokeSession(id: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/user/sessions/${id}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }), invalidateSecurityEvents(queryClient)]),
  });
}
