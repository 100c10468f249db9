import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteOverview } from '../../../../contract/site-manage.js';
import { apiJson } from '../../../lib/api-client';
import { siteKey, siteUrl } from './site-key';

/** GET /api/hosting-accounts/{id}/manage: what the page needs before it asks cPanel anything. */
export const siteOverviewQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...siteKey(accountId), 'overview'] as const,
    queryFn: () => apiJson<SiteOverview>('GET', siteUrl(accountId, 'manage')),
    retry: false,
  });

export const useSiteOverview = (accountId: number) => useQuery(siteOverviewQuery(accountId));
