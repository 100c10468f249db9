import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportReinstateKind } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';
import { ADMIN_HOSTING_ACCOUNTS_KEY } from '../../../api/admin-hosting-accounts';
import { invalidateUsers } from '../../../api/users';
import { ticketKey } from './tickets';

// An appeal's reinstatement is the owning module's own admin action (audited and mailed there); the desk only calls
// it from beside the case.
const PATHS: Record<SupportReinstateKind, (id: number) => string> = {
  abuse_case: (id) => `/api/admin/abuse-cases/${id}/reverse`,
  user: (id) => `/api/admin/users/${id}/unsuspend`,
  site: (id) => `/api/admin/hosting-accounts/${id}/unsuspend`,
};

export function useReinstate(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: SupportReinstateKind; id: number }) =>
      apiJson<{ message?: string }>('POST', PATHS[kind](id), kind === 'abuse_case' ? {} : undefined),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ticketKey(ticketId) });
      // The other screens showing what changed.
      await invalidateUsers(queryClient);
      await queryClient.invalidateQueries({ queryKey: ADMIN_HOSTING_ACCOUNTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/abuse-cases'] });
    },
  });
}
