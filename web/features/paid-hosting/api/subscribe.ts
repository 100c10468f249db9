import type { SubscribeBody, SubscribeResponse } from '../../../../contract/paid-hosting.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/hosting/subscribe: the server prices the plan and holds the domain for this checkout. */
export function subscribe(body: SubscribeBody): Promise<SubscribeResponse> {
  return apiJson<SubscribeResponse>('POST', '/api/hosting/subscribe', body);
}
