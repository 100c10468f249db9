import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteMailboxes } from '../../../../contract/site-manage.js';
import { apiJson } from '../../../lib/api-client';
import { siteKey, siteUrl } from './site-key';

const mailboxesKey = (accountId: number) => [...siteKey(accountId), 'mailboxes'] as const;
const mailboxUrl = (accountId: number, email: string, rest = '') =>
  siteUrl(accountId, `mailboxes/${encodeURIComponent(email)}${rest}`);

export function useSiteMailboxes(accountId: number) {
  return useQuery({
    queryKey: mailboxesKey(accountId),
    queryFn: () => apiJson<SiteMailboxes>('GET', siteUrl(accountId, 'mailboxes')),
    retry: false,
  });
}

function useMailboxMutation<T>(accountId: number, mutationFn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxesKey(accountId) }),
  });
}

/** POST …/mailboxes. */
export const useCreateMailbox = (accountId: number) =>
  useMailboxMutation(accountId, (body: { localPart: string; password: string; quotaMb: number }) =>
    apiJson<{ message: string }>('POST', siteUrl(accountId, 'mailboxes'), body),
  );

/** PATCH …/mailboxes/{address}: a new quota or password. */
export const useUpdateMailbox = (accountId: number) =>
  useMailboxMutation(accountId, ({ email, ...body }: { email: string; quotaMb?: number; password?: string }) =>
    apiJson<{ message: string }>('PATCH', mailboxUrl(accountId, email), body),
  );

/** DELETE …/mailboxes/{address}. */
export const useDeleteMailbox = (accountId: number) =>
  useMailboxMutation(accountId, (email: string) =>
    apiJson<{ message: string }>('DELETE', mailboxUrl(accountId, email)),
  );

/** POST …/mailboxes/{address}/webmail: a single-use webmail login, made per click. */
export const openWebmail = (accountId: number, email: string) =>
  apiJson<{ loginUrl: string }>('POST', mailboxUrl(accountId, email, '/webmail'));
