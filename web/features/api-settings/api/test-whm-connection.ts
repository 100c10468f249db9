import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { testWhmConnectionResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

export type WhmConnectionResult = z.infer<typeof testWhmConnectionResponse>;
export interface TestWhmConnectionInput {
  whmApiUrl?: string;
  whmApiToken?: string;
}

/** POST /api/test-whm-connection: the typed address and token, or the saved ones when left out. */
export function testWhmConnection(body: TestWhmConnectionInput): Promise<WhmConnectionResult> {
  return apiJson<WhmConnectionResult>('POST', '/api/test-whm-connection', body);
}

export function useTestWhmConnection() {
  return useMutation({ mutationFn: testWhmConnection });
}
