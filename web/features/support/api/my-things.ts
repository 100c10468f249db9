import { useQuery } from '@tanstack/react-query';
import type { MyThings } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/support/my-things: the person's sites, payments, VPS orders, machines and abuse cases to point at. */
export function useMyThings() {
  return useQuery({
    queryKey: ['support', 'my-things'] as const,
    queryFn: async () => (await apiJson<MyThings>('GET', '/api/support/my-things')).things,
    staleTime: 60_000,
  });
}
