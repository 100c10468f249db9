import { useMutation } from '@tanstack/react-query';
import type { ConsoleResult } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/compute/{id}/vnc: the noVNC link (a bearer-style secret: asked for on click, never cached). */
export function getConsole(id: number): Promise<ConsoleResult> {
  return apiJson<ConsoleResult>('GET', `/api/compute/${id}/vnc`);
}

export function useOpenConsoleRequest() {
  return useMutation({ mutationFn: getConsole });
}
