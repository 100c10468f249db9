import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDonationsResponse } from '../../../../contract/payments.js';
import { ADMIN_DONATIONS_KEY } from '../../../api/payment-refunds';
import { apiJson } from '../../../lib/api-client';

/**
 * GET /api/admin/donations?page (001 §7): a page of the list (newest first; the server pages it), the
 * totals and completed donations per month.
 */
export function getDonations(page = 1): Promise<AdminDonationsResponse> {
  return apiJson<AdminDonationsResponse>(
    'GET',
    page > 1 ? `/api/admin/donations?page=${page}` : '/api/admin/donations',
  );
}

// staleTime 0: an admin opening the tab after a payment should see it, not a five-minute-old list. Below
// ADMIN_DONATIONS_KEY, so a refund's invalidation reaches every page.
export const donationsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...ADMIN_DONATIONS_KEY, { page }] as const,
    queryFn: () => getDonations(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDonations(page = 1) {
  return useQuery(donationsQueryOptions(page));
}
