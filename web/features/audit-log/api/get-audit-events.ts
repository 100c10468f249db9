import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '../../../../contract/account-safety.js';
import { apiJson } from '../../../lib/api-client';

export const AUDIT_EVENTS_KEY = ['/api/admin/audit-events'] as const;

/** The admin tab's filters, as typed (empty = any). */
export interface AuditFilters {
  action: string;
  actorId: string;
  targetType: string;
  targetId: string;
  /** yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  action: '',
  actorId: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

export function auditEventsUrl(filters: AuditFilters, page: number): string {
  const query = new URLSearchParams({ page: String(page) });
  for (const key of ['action', 'actorId', 'targetType', 'targetId', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value) query.set(key, value);
  }
  return `/api/admin/audit-events?${query}`;
}

/** GET /api/admin/audit-events?action&actorId&targetType&targetId&from&to&page: newest first. */
export function getAuditEvents(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditListResponse> {
  return apiJson<AuditListResponse>('GET', auditEventsUrl(filters, page), undefined, { signal });
}

export const auditEventsQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [...AUDIT_EVENTS_KEY, filters, page],
    queryFn: ({ signal }) => getAuditEvents(filters, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAuditEvents(filters: AuditFilters, page: number) {
  return useQuery(auditEventsQueryOptions(filters, page));
}
