import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketBody, CustomerTicket } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';
import { MY_TICKETS_KEY } from './my-tickets';

/** POST /api/support/tickets: a signed-in person's new ticket. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicketBody) =>
      apiJson<{ message: string; ticket: CustomerTicket }>('POST', '/api/support/tickets', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY }),
  });
}
