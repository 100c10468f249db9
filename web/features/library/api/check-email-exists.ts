import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** POST /api/check-email-exists: whether an account uses the address (library access for visitors, 001 §4). */
export function checkEmailExists(email: string): Promise<{ hasAccess: boolean }> {
  return apiJson<{ hasAccess: boolean }>('POST', '/api/check-email-exists', { email });
}

export function useCheckEmailExists() {
  return useMutation({ mutationFn: checkEmailExists });
}
