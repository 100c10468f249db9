import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { AppError } from '../../errors.js';

/**
 * The constraint named by a PostgreSQL unique violation (23505), looking through Drizzle's wrapper;
 * undefined for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/**
 * Checks before inserts catch the common case; this turns a lost race on a users unique index (a parallel
 * request inserted the same value in between) into the same 409 the check would have given.
 */
export function translateUniqueViolation(error: unknown, emailMessage: string = ACCOUNT_MESSAGES.emailRegistered): unknown {
  switch (violatedUniqueConstraint(error)) {
    case 'users_email_lower_unique': return new AppError('CONFLICT', emailMessage);
    case 'users_username_unique': return new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken);
    default: return error;
  }
}
