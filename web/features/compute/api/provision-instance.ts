import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProvisionBody, ProvisionResult } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';
import { COMPUTE_META_KEY } from './get-compute-meta';
import { MY_INSTANCES_KEY } from './get-my-instances';

/** POST /api/compute/provision: a catalogue provider {plan, region, osId, label?}; a trial provider {os}. The row exists (pending) when this answers. */
export function provisionInstance(body: ProvisionBody): Promise<ProvisionResult> {
  return apiJson<ProvisionResult>('POST', '/api/compute/provision', body);
}

export function useProvisionInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: provisionInstance,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: MY_INSTANCES_KEY });
      // The trial's quota line depends on the trials used.
      void queryClient.invalidateQueries({ queryKey: COMPUTE_META_KEY });
    },
  });
}
