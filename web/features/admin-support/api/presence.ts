import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_PRESENCE_TTL_MS, type SupportPresence } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/admin/support/tickets/{id}/presence, renewed while the ticket is open: it says "I am here (and writing)"
 * and answers who else is. Renewed at a third of the time a presence counts, so one late renewal does not drop it.
 */
export const usePresence = (id: number, composing: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['/api/admin/support/tickets', 'presence', id, composing],
      queryFn: () => apiJson<SupportPresence>('POST', `/api/admin/support/tickets/${id}/presence`, { composing }),
      refetchInterval: SUPPORT_PRESENCE_TTL_MS / 3,
      refetchIntervalInBackground: true,
      staleTime: 0,
    }),
  );
