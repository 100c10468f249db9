import { EMAIL_ALREADY_EXISTS } from '../../contract/account-messages.js';
import { parseApiError } from './api-error';

// 000 §8: an e-mail update whose message contains EMAIL_ALREADY_EXISTS, 'already registered' or
// 'duplicate key' is shown as 'Email Already Taken' (profile and dashboard both change the e-mail).
export const EMAIL_TAKEN_TITLE = 'Email Already Taken';
export const EMAIL_TAKEN_DESCRIPTION =
  'This email address is already registered by another user. Please use a different email address.';

export function isEmailTakenError(error: unknown): boolean {
  const { message, flags } = parseApiError(error);
  const haystack = `${message} ${typeof flags.code === 'string' ? flags.code : ''}`;
  return (
    haystack.includes(EMAIL_ALREADY_EXISTS) || /already registered/i.test(haystack) || /duplicate key/i.test(haystack)
  );
}
