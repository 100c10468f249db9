import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { parseApiError } from '../../../lib/api-error';

/** POST /api/logout. A 401 means the session is already gone, which is what logging out wants. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/logout');
  } catch (error) {
    if (parseApiError(error).status !== 401) throw error;
  }
}

export function useLogoutRequest() {
  return useMutation({ mutationFn: logout });
}
