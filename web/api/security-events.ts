import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuditListResponse } from '../../contract/account-safety.js';
import { apiJson } from '../lib/api-client';

// GET /api/user/security-events: read by Security activity on /settings; changed by what the other sections do
// (sessions signed out, two-factor turned on or off), which invalidate it.

export const SECURITY_EVENTS_KEY = ['/api/user/security-events'] as const;
/** A short page: the settings page shows the latest few, with pages for more. */
export const SECURITY_EVENTS_PAGE_SIZE = 10;

/** GET /api/user/security-events?page&limit: the caller's own sign-ins, 2FA and password changes. */
export function getSecurityEvents(page: number, signal?: AbortSignal): Promise<AuditListResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(SECURITY_EVENTS_PAGE_SIZE) });
  return apiJson<AuditListResponse>('GET', `/api/user/security-events?${query}`, undefined, { signal });
}

export const securityEventsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...SECURITY_EVENTS_KEY, page],
    queryFn: ({ signal }) => getSecurityEvents(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSecurityEvents(page: number) {
  return useQuery(securityEventsQueryOptions(page));
}

/** After anything that writes a security event of the caller's own. */
export function invalidateSecurityEvents(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: SECURITY_EVENTS_KEY });
}
