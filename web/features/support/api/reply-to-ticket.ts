import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerTicket } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';
import { myTicketKey } from './my-ticket';
import { MY_TICKETS_KEY } from './my-tickets';

/** POST /api/support/tickets/{id}/replies: the customer's answer on the page. */
export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiJson<CustomerTicket>('POST', `/api/support/tickets/${id}/replies`, { body }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(myTicketKey(id), ticket);
      void queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY });
    },
  });
}
