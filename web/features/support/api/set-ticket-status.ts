import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerStatusBody, CustomerTicket } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';
import { myTicketKey } from './my-ticket';
import { MY_TICKETS_KEY } from './my-tickets';

/** POST /api/support/tickets/{id}/status: mark solved, or reopen a solved ticket. */
export function useSetTicketStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: CustomerStatusBody['status']) =>
      apiJson<{ message: string; ticket: CustomerTicket }>('POST', `/api/support/tickets/${id}/status`, { status }),
    onSuccess: (answer) => {
      queryClient.setQueryData(myTicketKey(id), answer.ticket);
      void queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY });
    },
  });
}
