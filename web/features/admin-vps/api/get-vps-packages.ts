import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { VpsPackage } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

export const VPS_PACKAGES_KEY = ['/api/admin/vps-packages'] as const;

/** GET /api/admin/vps-packages (001 §7): the VPS Packages sub-tab's list. */
export function getVpsPackages(): Promise<VpsPackage[]> {
  return apiJson<VpsPackage[]>('GET', '/api/admin/vps-packages');
}

export const vpsPackagesQueryOptions = () => queryOptions({ queryKey: VPS_PACKAGES_KEY, queryFn: getVpsPackages });

export function useVpsPackages() {
  return useQuery(vpsPackagesQueryOptions());
}

export function invalidateVpsPackages(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: VPS_PACKAGES_KEY });
}
