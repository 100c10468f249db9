import { QueryClient } from '@tanstack/react-query';
import { TIMINGS } from '../../contract/constants.js';
import { getQueryFn } from './api-client';

// 000 §7: results fresh for 5 minutes, no automatic retries, no polling, no refetch on focus.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'returnNull' }),
        staleTime: TIMINGS.dataStaleMs,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
