import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { AppError } from '../../errors.js';
import { violatedUniqueConstraint } from '../../lib/pg-errors.js';

/**
 * Checks before inserts catch the common case; this turns a lost race on a users unique index (a parallel
 * request inserted the same value in between) into the same 409 the check would have given.
 */
export function translateUniqueViolation(
  error: unknown,
  emailMessage: string = ACCOUNT_MESSAGES.emailRegistered,
): unknown {
  switch (violatedUniqueConstraint(error)) {
    case 'users_email_lower_unique':
      return new AppError('CONFLICT', emailMessage);
    case 'users_username_unique':
      return new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken);
    default:
      return error;
  }
}
