import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPackage } from '../../../../contract/admin.js';
import { getQueryFn } from '../../../lib/api-client';

export const HOSTING_PACKAGES_KEY = ['/api/hosting/packages'] as const;

export const hostingPackagesQueryOptions = () =>
  queryOptions({
    queryKey: HOSTING_PACKAGES_KEY,
    queryFn: getQueryFn<PublicPackage[]>({ on401: 'returnNull' }),
  });

/** GET /api/hosting/packages: the active Starter and Premium packages; `isConfigured` false when either is missing. */
export function useHostingPackages() {
  const query = useQuery(hostingPackagesQueryOptions());
  const list = query.data ?? [];
  const starter = list.find((p) => p.planType === 'starter');
  const premium = list.find((p) => p.planType === 'premium');
  return { ...query, starter, premium, isConfigured: Boolean(starter && premium) };
}
