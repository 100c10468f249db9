import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/stats. 000 §2: the landing page makes the call but shows its fixed figures, not the answer. */
export function getStats(): Promise<Stats> {
  return apiJson<Stats>('GET', '/api/stats');
}

export const statsQueryOptions = () => queryOptions({ queryKey: ['/api/stats'] as const, queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
