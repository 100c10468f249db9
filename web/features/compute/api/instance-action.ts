import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InstanceAction, instanceActionResponse } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';
import { COMPUTE_META_KEY } from './get-compute-meta';
import { MY_INSTANCES_KEY } from './get-my-instances';

export type InstanceActionResult = z.infer<typeof instanceActionResponse>;

/** POST /api/compute/{id}/start|stop|restart, DELETE /api/compute/{id} (terminate). */
export function runInstanceAction({
  id,
  action,
}: {
  id: number;
  action: InstanceAction;
}): Promise<InstanceActionResult> {
  if (action === 'terminate') return apiJson<InstanceActionResult>('DELETE', `/api/compute/${id}`);
  return apiJson<InstanceActionResult>('POST', `/api/compute/${id}/${action}`);
}

/** 001 §4: after an action the status refreshes. */
export function useInstanceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runInstanceAction,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: MY_INSTANCES_KEY });
      // The trial card says whether a run is going on: any action may change that.
      void queryClient.invalidateQueries({ queryKey: COMPUTE_META_KEY });
    },
  });
}
