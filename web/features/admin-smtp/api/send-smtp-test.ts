import { useMutation } from '@tanstack/react-query';
import type { SmtpTestBody } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/smtp-settings/test: the form values plus testEmail. */
export function sendSmtpTest(body: SmtpTestBody): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/smtp-settings/test', body);
}

export function useSendSmtpTest() {
  return useMutation({ mutationFn: sendSmtpTest });
}
