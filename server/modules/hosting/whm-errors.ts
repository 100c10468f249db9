import { WhmError } from '../../integrations/whm/types.js';

// WHM failures as short texts we can store and show. WhmError messages are written by our client (never raw
// remote bodies); anything else is an unexpected bug and is not described further.

const MAX_REASON = 300;

export function describeWhmError(error: unknown): string {
  if (error instanceof WhmError) return error.message.slice(0, MAX_REASON);
  return 'WHM call failed';
}

/** removeacct's "no such user" (reference §6): the account is already gone, which is what we wanted. */
export function isMissingAccountError(error: unknown): boolean {
  if (!(error instanceof WhmError) || error.kind !== 'api') return false;
  const text = `${error.reason ?? ''} ${error.message}`;
  return /You do not have a user named|does not exist|No accounts found/i.test(text);
}

/** A createacct refusal that a new username fixes (reference §5a reasons). */
export function isUsernameConflict(error: unknown): boolean {
  if (!(error instanceof WhmError)) return false;
  if (error.kind === 'invalid') return true;
  if (error.kind !== 'api') return false;
  const text = `${error.reason ?? ''} ${error.message}`;
  return /already (has|exists)[^.]*account named|group for that username already exists|same initial 8 characters|reserved username|not a valid username/i.test(
    text,
  );
}

/** Errors after which createacct may still have succeeded on the server (reference §16). */
export const isUncertainOutcome = (error: unknown): boolean =>
  error instanceof WhmError && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'malformed');
