import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtraRunBody, ExtraRunStart } from '../../../../contract/compute-extra-runs.js';
import type { ProvisionResult } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';
import { COMPUTE_META_KEY } from './get-compute-meta';
import { MY_INSTANCES_KEY } from './get-my-instances';

/** POST /api/compute/azure/extra-run: the $3 PaymentIntent of a run beyond the free trial (the server's price). */
export function useStartExtraRun() {
  return useMutation({ mutationFn: (body: ExtraRunBody) => apiJson<ExtraRunStart>('POST', '/api/compute/azure/extra-run', body) });
}

/** POST /api/compute/azure/extra-run/{id}/launch: the server asks Stripe; the run starts once it is paid. */
export function useLaunchExtraRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<ProvisionResult>('POST', `/api/compute/azure/extra-run/${id}/launch`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: MY_INSTANCES_KEY });
      void queryClient.invalidateQueries({ queryKey: COMPUTE_META_KEY });
    },
  });
}
