import { ACCOUNT_SUSPENDED_ERROR } from '../../../../contract/user-suspension-constants.js';
import { parseApiError } from '../../../lib/api-error';

export interface SuspendedSignIn {
  message: string;
  reason: string;
  supportContact: string | null;
}

/** The sign-in refusal of a suspended account (403 {error: 'ACCOUNT_SUSPENDED', reason, supportContact}). */
export function suspendedSignInOf(error: unknown): SuspendedSignIn | null {
  const parsed = parseApiError(error);
  if (parsed.flags.error !== ACCOUNT_SUSPENDED_ERROR) return null;
  return {
    message: parsed.message,
    reason: typeof parsed.flags.reason === 'string' ? parsed.flags.reason : '',
    supportContact: typeof parsed.flags.supportContact === 'string' ? parsed.flags.supportContact : null,
  };
}
