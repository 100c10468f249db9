import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { whmPackagesResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

export type WhmPackages = z.infer<typeof whmPackagesResponse>;
export const WHM_PACKAGES_KEY = ['/api/admin/whm-packages'] as const;

/** GET /api/admin/whm-packages: the packages defined on the WHM server (name, displayname). */
export function getWhmPackages(): Promise<WhmPackages> {
  return apiJson<WhmPackages>('GET', '/api/admin/whm-packages');
}

export const whmPackagesQueryOptions = () =>
  queryOptions({ queryKey: WHM_PACKAGES_KEY, queryFn: getWhmPackages, staleTime: 60_000 });

export function useWhmPackages(enabled: boolean) {
  return useQuery({ ...whmPackagesQueryOptions(), enabled });
}
