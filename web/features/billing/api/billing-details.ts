import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingDetailsBody, BillingDetailsResponse } from '../../../../contract/billing-details.js';
import { apiJson } from '../../../lib/api-client';
import { linkHeaders } from './get-billing';

const detailsKey = (token: string | null) => ['/api/billing/details', token ?? 'account'] as const;

/** GET /api/billing/details: where invoices go and whom they name, the billing address and the VAT number. */
export function useBillingDetails(token: string | null) {
  return useQuery({
    queryKey: detailsKey(token),
    queryFn: ({ signal }) =>
      apiJson<BillingDetailsResponse>('GET', '/api/billing/details', undefined, {
        signal,
        headers: linkHeaders(token),
      }),
  });
}

/** PUT /api/billing/details. */
export function useSaveBillingDetails(token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingDetailsBody) =>
      apiJson<BillingDetailsResponse>('PUT', '/api/billing/details', body, { headers: linkHeaders(token) }),
    onSuccess: (answer) => client.setQueryData(detailsKey(token), answer),
  });
}
