import { useMutation } from '@tanstack/react-query';
import type { SmtpSettingsBody } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/smtp-settings/test-connection: the form values. */
export function testSmtpConnection(body: SmtpSettingsBody): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/smtp-settings/test-connection', body);
}

export function useTestSmtpConnection() {
  return useMutation({ mutationFn: testSmtpConnection });
}
