import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostingPackage } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';

export const PACKAGES_KEY = ['/api/admin/packages'] as const;

/** GET /api/admin/packages */
export function getPackages(): Promise<HostingPackage[]> {
  return apiJson<HostingPackage[]>('GET', '/api/admin/packages');
}

export const packagesQueryOptions = () => queryOptions({ queryKey: PACKAGES_KEY, queryFn: getPackages });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
