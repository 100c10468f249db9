import { parseApiError } from '../../lib/api-error';

/** 001 §8 'Provisioning failed' (and the credential tests) read the server's `details` first, then its `message`. */
export function detailsOrMessage(error: unknown, fallback: string): string {
  const { message, flags } = parseApiError(error);
  if (typeof flags.details === 'string' && flags.details.trim()) return flags.details;
  return message || fallback;
}
