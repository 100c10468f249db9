// Provider failures in words a person can act on (001 §8 uses the server's `message`). Never includes a key,
// secret, password or console link: the clients' messages are built without them.
import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import { AppError } from '../../errors.js';

/** Every cloud client throws an Error with a `kind` (integrations/<provider>/types.ts use the same words). */
type ProviderError = Error & { kind: string };
const isProviderError = (error: unknown): error is ProviderError =>
  error instanceof Error && !(error instanceof AppError) && typeof (error as { kind?: unknown }).kind === 'string';

/** The outcome of a create may be unknown (the answer was lost): look before creating again. */
export function isUncertain(error: unknown): boolean {
  const kind = (error as { kind?: string }).kind;
  return kind === 'timeout' || kind === 'network' || kind === 'server' || kind === 'malformed';
}

/** The provider refused for good: retrying the same request will not help. */
export function isPermanent(error: unknown): boolean {
  const kind = (error as { kind?: string }).kind;
  return kind === 'rejected' || kind === 'failed' || kind === 'auth' || kind === 'forbidden';
}

export function describeProviderError(error: unknown): string {
  if (isProviderError(error)) {
    if (error.kind === 'timeout') return COMPUTE_MESSAGES.providerSlow;
    if (
      error.kind === 'network' ||
      error.kind === 'server' ||
      error.kind === 'malformed' ||
      error.kind === 'throttled' ||
      error.kind === 'rate_limited'
    ) {
      return COMPUTE_MESSAGES.providerUnavailable;
    }
    if (error.kind === 'capacity') return `The cloud has no capacity for this size right now: ${error.message}`;
    return error.message;
  }
  if (error instanceof AppError) return error.message;
  return COMPUTE_MESSAGES.providerUnavailable;
}

/** For routes: a provider failure as a 502 (outside failure) or 400 (refused request) AppError. */
export function providerAppError(error: unknown, fallback: string): AppError {
  if (error instanceof AppError) return error;
  const details = describeProviderError(error);
  if (isPermanent(error)) return new AppError('BAD_REQUEST', fallback, { details });
  return new AppError('UPSTREAM_FAILED', details, { details });
}
