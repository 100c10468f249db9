import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionView } from '../../../../contract/account-safety.js';
import { apiJson } from '../../../lib/api-client';

export const SESSIONS_KEY = ['/api/user/sessions'] as const;
/** Last-seen times move while the page is open. */
export const SESSIONS_REFETCH_MS = 60_000;

/** GET /api/user/sessions: newest activity first, the current one marked. */
export async function getSessions(): Promise<SessionView[]> {
  const answer = await apiJson<{ sessions: SessionView[] }>('GET', '/api/user/sessions');
  return answer.sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: SESSIONS_KEY, queryFn: getSessions, refetchInterval: SESSIONS_REFETCH_MS, staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
