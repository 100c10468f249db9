import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SITE_PROGRESS_POLL_MS } from '../../../../contract/site-manage-constants.js';
import type { SiteHttps } from '../../../../contract/site-manage.js';
import { apiJson } from '../../../lib/api-client';
import { siteKey, siteUrl } from './site-key';

/** GET …/https; asked again every few seconds while an AutoSSL check runs. */
export function useSiteHttps(accountId: number) {
  return useQuery({
    queryKey: [...siteKey(accountId), 'https'] as const,
    queryFn: () => apiJson<SiteHttps>('GET', siteUrl(accountId, 'https')),
    retry: false,
    refetchInterval: (query) => (query.state.data?.checkRunning ? SITE_PROGRESS_POLL_MS : false),
  });
}

/** POST …/https/check ("Check again"). */
export function useCheckHttpsAgain(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string; queued: boolean }>('POST', siteUrl(accountId, 'https/check')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...siteKey(accountId), 'https'] }),
  });
}
