import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReplyBody, AdminTicket, BulkUpdateBody, UpdateTicketBody } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateTickets, ticketKey } from './tickets';

// The desk's writes to tickets: an answer or internal note, a change of one ticket, a change of many.

/** POST /api/admin/support/tickets/{id}/replies: the answered ticket comes back whole. */
export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminReplyBody) =>
      apiJson<AdminTicket>('POST', `/api/admin/support/tickets/${id}/replies`, body),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketKey(id), ticket);
      await invalidateTickets(queryClient);
    },
  });
}

/** PATCH /api/admin/support/tickets/{id}: status, priority, category or assignee. */
export function useUpdateTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTicketBody) => apiJson<AdminTicket>('PATCH', `/api/admin/support/tickets/${id}`, body),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketKey(id), ticket);
      await invalidateTickets(queryClient);
    },
  });
}

/** POST /api/admin/support/tickets/bulk */
export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkUpdateBody) =>
      apiJson<{ message: string; updated: number }>('POST', '/api/admin/support/tickets/bulk', body),
    onSuccess: () => invalidateTickets(queryClient),
  });
}
