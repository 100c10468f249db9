import { useMutation } from '@tanstack/react-query';
import type { BillingLinkBody } from '../../../../contract/billing.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/billing/link: mails a link to an address, or to the address of an expired link (always 202). */
export function requestLink(body: BillingLinkBody) {
  return apiJson<{ message: string }>('POST', '/api/billing/link', body);
}

export function useRequestLink() {
  return useMutation({ mutationFn: requestLink });
}
