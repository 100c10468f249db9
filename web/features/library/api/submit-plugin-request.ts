import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PluginRequestBody, pluginRequestResponse } from '../../../../contract/library.js';
import { apiJson } from '../../../lib/api-client';

export type PluginRequestAnswer = z.infer<typeof pluginRequestResponse>;

/** POST /api/plugin-requests (001 §7): ask for a plugin the library does not have yet. */
export function submitPluginRequest(body: PluginRequestBody): Promise<PluginRequestAnswer> {
  return apiJson<PluginRequestAnswer>('POST', '/api/plugin-requests', body);
}

export function useSubmitPluginRequest() {
  return useMutation({ mutationFn: submitPluginRequest });
}
