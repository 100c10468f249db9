import { useQuery } from '@tanstack/react-query';
import type { CustomerTicket } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';

export const myTicketKey = (id: number) => ['support', 'my-ticket', id] as const;

/** GET /api/support/tickets/{id}: one of the person's tickets (opening it marks its answers read). */
export function useMyTicket(id: number) {
  return useQuery({
    queryKey: myTicketKey(id),
    queryFn: () => apiJson<CustomerTicket>('GET', `/api/support/tickets/${id}`),
    retry: false,
    // An answer may have come by the desk or by mail since: the thread is asked again whenever it is opened
    // (never polled, nor asked again on focus: 000 §7).
    staleTime: 0,
  });
}
