import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDonationsResponse } from '../../../../contract/payments.js';
import { ADMIN_DONATIONS_KEY } from '../../../api/payment-refunds';
import { apiJson } from '../../../lib/api-client';


/** GET /api/admin/donations (001 §7): the list (newest first), the totals and completed donations per month. */
export function getDonations(): Promise<AdminDonationsResponse> {
  return apiJson<AdminDonationsResponse>('GET', '/api/admin/donations');
}

// staleTime 0: an admin opening the tab after a payment should see it, not a five-minute-old list.
export const donationsQueryOptions = () => queryOptions({ queryKey: ADMIN_DONATIONS_KEY, queryFn: getDonations, staleTime: 0 });

export function useDonations() {
  return useQuery(donationsQueryOptions());
}
