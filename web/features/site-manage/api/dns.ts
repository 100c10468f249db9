import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveDnsBody, SiteDns } from '../../../../contract/site-manage.js';
import { apiJson } from '../../../lib/api-client';
import { siteKey, siteUrl } from './site-key';

const dnsKey = (accountId: number) => [...siteKey(accountId), 'dns'] as const;

/** GET …/dns: the zone with its serial (or why this site has no editor). */
export function useSiteDns(accountId: number) {
  return useQuery({
    queryKey: dnsKey(accountId),
    queryFn: () => apiJson<SiteDns>('GET', siteUrl(accountId, 'dns')),
    retry: false,
  });
}

/**
 * PUT …/dns with the serial the page read. A 409 carries the zone as it is now: the page shows it in place of
 * the stale one, so the customer decides again on what is really there.
 */
export function useSaveDns(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDnsBody) =>
      apiJson<{ message: string; zone: SiteDns }>('PUT', siteUrl(accountId, 'dns'), body),
    onSuccess: (answer) => queryClient.setQueryData(dnsKey(accountId), answer.zone),
  });
}

export const setSiteDns = (queryClient: ReturnType<typeof useQueryClient>, accountId: number, zone: SiteDns) =>
  queryClient.setQueryData(dnsKey(accountId), zone);
