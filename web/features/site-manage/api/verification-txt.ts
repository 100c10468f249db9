import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteVerificationTxt, VerificationTxtRecord } from '../../../../contract/site-manage.js';
import { apiJson } from '../../../lib/api-client';
import { siteKey, siteUrl } from './site-key';

const txtKey = (accountId: number) => [...siteKey(accountId), 'verification-txt'] as const;

/** GET …/verification-txt: the free site's own TXT records in the shared zone (or why it may add none). */
export function useVerificationTxt(accountId: number) {
  return useQuery({
    queryKey: txtKey(accountId),
    queryFn: () => apiJson<SiteVerificationTxt>('GET', siteUrl(accountId, 'verification-txt')),
    retry: false,
  });
}

export function useAddVerificationTxt(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; text: string }) =>
      apiJson<{ message: string; record: VerificationTxtRecord }>('POST', siteUrl(accountId, 'verification-txt'), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: txtKey(accountId) }),
  });
}

export function useRemoveVerificationTxt(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', siteUrl(accountId, `verification-txt/${encodeURIComponent(id)}`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: txtKey(accountId) }),
  });
}
