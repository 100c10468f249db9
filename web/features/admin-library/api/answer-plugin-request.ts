import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPluginRequest, PluginRequestStatus } from '../../../../contract/library.js';
import { apiJson } from '../../../lib/api-client';
import { PLUGIN_REQUESTS_KEY } from './get-plugin-requests';

/** PUT /api/admin/plugin-requests/{id} {status} */
export function answerPluginRequest({
  id,
  status,
}: {
  id: number;
  status: PluginRequestStatus;
}): Promise<AdminPluginRequest> {
  return apiJson<AdminPluginRequest>('PUT', `${PLUGIN_REQUESTS_KEY}/${id}`, { status });
}

export function useAnswerPluginRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPluginRequest,
    // Every status view and the waiting count change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PLUGIN_REQUESTS_KEY] }),
  });
}
