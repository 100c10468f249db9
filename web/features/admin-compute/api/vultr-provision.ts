import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVultrProvisionBody, ProvisionResult } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';
import { ADMIN_INSTANCES_KEY } from './admin-instances';

/** POST /api/admin/compute/vultr/provision for a chosen user (osId is a number). */
export function useProvisionVultrForUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminVultrProvisionBody) =>
      apiJson<ProvisionResult>('POST', '/api/admin/compute/vultr/provision', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INSTANCES_KEY }),
  });
}
