import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export interface WhmLoginResponse {
  loginUrl: string;
}

/** POST /api/admin/whm-login: a one-time WHM session address. */
export function whmLogin(): Promise<WhmLoginResponse> {
  return apiJson<WhmLoginResponse>('POST', '/api/admin/whm-login');
}

export function useWhmLogin() {
  return useMutation({ mutationFn: whmLogin });
}
