import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SITE_PROGRESS_POLL_MS } from '../../../../contract/site-manage-constants.js';
import type {
  InstallWordpressBody,
  InstallWordpressResponse,
  SendToSiteResponse,
  SiteWordpress,
} from '../../../../contract/site-manage.js';
import { apiJson } from '../../../lib/api-client';
import { siteKey, siteUrl } from './site-key';

const wordpressKey = (accountId: number) => [...siteKey(accountId), 'wordpress'] as const;

/** GET …/wordpress; asked again while an install runs on the server. */
export function useSiteWordpress(accountId: number) {
  return useQuery({
    queryKey: wordpressKey(accountId),
    queryFn: () => apiJson<SiteWordpress>('GET', siteUrl(accountId, 'wordpress')),
    retry: false,
    refetchInterval: (query) => {
      const state = query.state.data?.run?.state;
      return state === 'queued' || state === 'running' ? SITE_PROGRESS_POLL_MS : false;
    },
  });
}

/** POST …/wordpress: starts an install (or answers the install already there). */
export function useInstallWordpress(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstallWordpressBody) =>
      apiJson<InstallWordpressResponse>('POST', siteUrl(accountId, 'wordpress'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordpressKey(accountId) }),
  });
}

/** DELETE …/wordpress/{installId}. */
export function useRemoveWordpress(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (installId: string) =>
      apiJson<{ message: string }>('DELETE', siteUrl(accountId, `wordpress/${encodeURIComponent(installId)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordpressKey(accountId) }),
  });
}

/** POST …/wordpress/send: a library plugin or theme for the site's WordPress (a counted, signed download). */
export function useSendToSite(accountId: number) {
  return useMutation({
    mutationFn: (body: { kind: 'plugin' | 'theme'; itemId: number }) =>
      apiJson<SendToSiteResponse>('POST', siteUrl(accountId, 'wordpress/send'), body),
  });
}
