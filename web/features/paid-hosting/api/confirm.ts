import type { ConfirmBody, ConfirmResponse } from '../../../../contract/paid-hosting.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/hosting/subscribe/confirm: the server asks Stripe whether it is paid, then sets everything up (idempotent). */
export function confirmSubscription(body: ConfirmBody): Promise<ConfirmResponse> {
  return apiJson<ConfirmResponse>('POST', '/api/hosting/subscribe/confirm', body);
}
