import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateGuestTicketBody, CustomerTicket } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';
import { solveChallenge } from '../../../lib/solve-challenge';

export type GuestTicketInput = Omit<CreateGuestTicketBody, 'challenge' | 'nonce'>;

/** GET /api/support/challenge, solve it here, then POST /api/support/guest-tickets: a fresh challenge per send. */
export function useGuestTicket() {
  return useMutation({
    mutationFn: async (input: GuestTicketInput) => {
      const { challenge, bits } = await apiJson<{ challenge: string; bits: number }>('GET', '/api/support/challenge');
      const nonce = await solveChallenge(challenge, bits);
      return apiJson<{ message: string; uploadToken: string }>('POST', '/api/support/guest-tickets', {
        ...input,
        challenge,
        nonce,
      });
    },
  });
}

const threadKey = (token: string) => ['support-thread', token] as const;

/** The thread a mailed signed link opens (GET /api/support/thread?token=). */
export function useThread(token: string) {
  return useQuery({
    queryKey: threadKey(token),
    queryFn: () => apiJson<CustomerTicket>('GET', `/api/support/thread?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
}

export function useThreadReply(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiJson<CustomerTicket>('POST', '/api/support/thread/replies', { token, body }),
    onSuccess: (ticket) => queryClient.setQueryData(threadKey(token), ticket),
  });
}
