import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { HostingPackage } from '../../contract/admin.js';
import { apiJson } from '../lib/api-client';

// GET /api/admin/packages: read by Package Management and by Hosting (package selects).

export const PACKAGES_KEY = ['/api/admin/packages'] as const;

export function getPackages(): Promise<HostingPackage[]> {
  return apiJson<HostingPackage[]>('GET', '/api/admin/packages');
}

export const packagesQueryOptions = () => queryOptions({ queryKey: PACKAGES_KEY, queryFn: getPackages });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}

/** Only active packages can be given to new accounts. */
export function useActivePackages() {
  return useQuery({ ...packagesQueryOptions(), select: (packages) => packages.filter((p) => p.isActive) });
}

export function invalidatePackages(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: PACKAGES_KEY });
}
