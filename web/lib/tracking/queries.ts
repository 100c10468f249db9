import { queryOptions } from '@tanstack/react-query';
import type { ActiveHeaderCode, PixelClientConfig } from '../../../contract/marketing.js';
import { apiJson } from '../api-client';

/** 001 §9: the header code list is cached 60 s; no retry (001 §7). */
export const activeHeaderCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/custom-header-codes/active'] as const,
    queryFn: () => apiJson<ActiveHeaderCode[]>('GET', '/api/custom-header-codes/active'),
    staleTime: 60_000,
    retry: false,
  });

export const pixelConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/facebook-pixel/config'] as const,
    queryFn: () => apiJson<PixelClientConfig>('GET', '/api/facebook-pixel/config'),
    staleTime: 60_000,
    retry: false,
  });
