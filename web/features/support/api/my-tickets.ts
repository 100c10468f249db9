import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerTicketRow } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';

export const MY_TICKETS_KEY = ['support', 'my-tickets'] as const;

/** GET /api/support/tickets: the signed-in person's own tickets, newest activity first. */
export const myTicketsQuery = () =>
  queryOptions({
    queryKey: MY_TICKETS_KEY,
    queryFn: async () => (await apiJson<{ tickets: CustomerTicketRow[] }>('GET', '/api/support/tickets')).tickets,
  });

export const useMyTickets = () => useQuery(myTicketsQuery());
