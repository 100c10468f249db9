import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '../../../../contract/account-safety.js';
import { apiJson } from '../../../lib/api-client';

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
