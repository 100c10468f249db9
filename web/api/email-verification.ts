import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EmailVerificationStatus,
  emailVerificationConfirmResponse,
  emailVerificationSentSchema,
} from '../../contract/email-verification.js';
import { apiJson } from '../lib/api-client';

// Confirming the account's e-mail with a link. The compute page's trial card asks for the link and
// waits for it to be followed; the /verify-email page (opened from the message) follows it.

export const EMAIL_VERIFICATION_KEY = ['/api/email-verification'] as const;

export type EmailVerificationSent = z.infer<typeof emailVerificationSentSchema>;
export type EmailVerificationConfirmed = z.infer<typeof emailVerificationConfirmResponse>;

export function getEmailVerification(): Promise<EmailVerificationStatus> {
  return apiJson<EmailVerificationStatus>('GET', '/api/email-verification');
}

/** While a link waits to be followed (perhaps in another tab or on a phone), the status is read every 5 s. */
export const emailVerificationQueryOptions = () =>
  queryOptions({
    queryKey: EMAIL_VERIFICATION_KEY,
    queryFn: getEmailVerification,
    refetchInterval: (query) => (query.state.data?.sentAt && !query.state.data.verified ? 5_000 : false),
  });

export function useEmailVerification(options: { enabled?: boolean } = {}) {
  return useQuery({ ...emailVerificationQueryOptions(), enabled: options.enabled ?? true });
}

export function useSendEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<EmailVerificationSent>('POST', '/api/email-verification'),
    onSuccess: (answer) => queryClient.setQueryData(EMAIL_VERIFICATION_KEY, answer.status),
  });
}

export function useConfirmEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<EmailVerificationConfirmed>('POST', '/api/email-verification/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
