import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportFigures } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';

export const useDeskFigures = () =>
  useQuery(
    queryOptions({
      queryKey: ['/api/admin/support/figures'],
      queryFn: () => apiJson<SupportFigures>('GET', '/api/admin/support/figures'),
      staleTime: 0,
    }),
  );
