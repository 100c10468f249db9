import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { eraseAccountBody, EraseAccountResponse } from '../../../../contract/account-safety.js';
import { apiJson } from '../../../lib/api-client';

export type EraseAccountInput = z.input<typeof eraseAccountBody>;

/** POST /api/user/erase {currentPassword, confirm: 'DELETE'}: hosting removed on WHM first; every session ends. */
export function eraseAccount(body: EraseAccountInput): Promise<EraseAccountResponse> {
  return apiJson<EraseAccountResponse>('POST', '/api/user/erase', body);
}

export function useEraseAccount() {
  return useMutation({ mutationFn: eraseAccount });
}
