import type { ResumeCheckoutBody, SubscribeResponse } from '../../../../contract/paid-hosting.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/hosting/subscribe/resume: the same subscription's payment again, read from Stripe now (null secret: paid). */
export function resumeCheckout(body: ResumeCheckoutBody): Promise<SubscribeResponse> {
  return apiJson<SubscribeResponse>('POST', '/api/hosting/subscribe/resume', body);
}
