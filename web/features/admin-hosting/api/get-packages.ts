import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostingPackage } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';

// Same key as the Package Management tab, so both share one cached list.
export const PACKAGES_KEY = ['/api/admin/packages'] as const;

/** GET /api/admin/packages */
export function getPackages(): Promise<HostingPackage[]> {
  return apiJson<HostingPackage[]>('GET', '/api/admin/packages');
}

export const packagesQueryOptions = () => queryOptions({ queryKey: PACKAGES_KEY, queryFn: getPackages });

/** Only active packages can be given to new accounts. */
export function useActivePackages() {
  return useQuery({ ...packagesQueryOptions(), select: (packages) => packages.filter((p) => p.isActive) });
}
