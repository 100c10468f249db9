import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { HeaderCode } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';

export const HEADER_CODES_KEY = ['/api/custom-header-codes'] as const;

/** GET /api/custom-header-codes (admin): every block, lower positions first. */
export function getHeaderCodes(): Promise<HeaderCode[]> {
  return apiJson<HeaderCode[]>('GET', '/api/custom-header-codes');
}

export const headerCodesQueryOptions = () =>
  queryOptions({ queryKey: HEADER_CODES_KEY, queryFn: getHeaderCodes, staleTime: 0 });

export function useHeaderCodes() {
  return useQuery(headerCodesQueryOptions());
}

/** After any change the list is read again (positions may have moved). */
export function invalidateHeaderCodes(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: HEADER_CODES_KEY });
}
