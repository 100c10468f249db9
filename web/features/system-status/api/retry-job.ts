import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { SYSTEM_STATUS_KEY } from './get-system-status';

export interface RetryJobResponse {
  message: string;
  job: { id: number; kind: string };
}

/** POST /api/admin/jobs/{id}/retry: a failed job queued again. */
export function retryJob(id: number): Promise<RetryJobResponse> {
  return apiJson<RetryJobResponse>('POST', `/api/admin/jobs/${id}/retry`);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_STATUS_KEY }),
  });
}
