import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminTicket, AdminTicketList, AdminTicketListQuery } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';

// The desk's reads: the inbox list (filters, search, page) and one ticket with its thread and context panel.

const TICKETS_KEY = ['/api/admin/support/tickets'] as const;

/** The inbox's filters as the list's address asks them (empty ones left out). */
export type InboxFilters = Partial<Omit<AdminTicketListQuery, 'page'>>;

export function ticketsUrl(filters: InboxFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/api/admin/support/tickets${query ? `?${query}` : ''}`;
}

export const useSupportTickets = (filters: InboxFilters, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...TICKETS_KEY, 'list', filters, page],
      queryFn: () => apiJson<AdminTicketList>('GET', ticketsUrl(filters, page)),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );

export const ticketKey = (id: number) => [...TICKETS_KEY, 'one', id] as const;

export const useSupportTicket = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: ticketKey(id),
      queryFn: () => apiJson<AdminTicket>('GET', `/api/admin/support/tickets/${id}`),
      staleTime: 0,
    }),
  );

/** After any change: every list and ticket this browser holds, and the figures. */
export async function invalidateTickets(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
  await queryClient.invalidateQueries({ queryKey: ['/api/admin/support/figures'] });
}
