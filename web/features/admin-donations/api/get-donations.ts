import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Donation } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';

export const ADMIN_DONATIONS_KEY = ['/api/admin/donations'] as const;

/** GET /api/admin/donations (001 §7): newest first, at most ADMIN_DONATIONS_LIMIT rows. */
export function getDonations(): Promise<Donation[]> {
  return apiJson<Donation[]>('GET', '/api/admin/donations');
}

// staleTime 0: an admin opening the tab after a payment should see it, not a five-minute-old list.
export const donationsQueryOptions = () => queryOptions({ queryKey: ADMIN_DONATIONS_KEY, queryFn: getDonations, staleTime: 0 });

export function useDonations() {
  return useQuery(donationsQueryOptions());
}
