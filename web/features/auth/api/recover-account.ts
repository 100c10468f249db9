import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recoverAccountBody, recoverAccountResponse } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';

export type RecoverAccountInput = z.input<typeof recoverAccountBody>;
export type RecoverAccountResponse = z.infer<typeof recoverAccountResponse>;

/** POST /api/recover-account */
export function recoverAccount(body: RecoverAccountInput): Promise<RecoverAccountResponse> {
  return apiJson<RecoverAccountResponse>('POST', '/api/recover-account', body);
}

export function useRecoverAccountMutation() {
  return useMutation({ mutationFn: recoverAccount });
}
