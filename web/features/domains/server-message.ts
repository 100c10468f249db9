import { parseApiError } from '../../lib/api-error';

/** The server's own message, or `fallback` for a network failure or an empty answer (never 'Failed to fetch'). */
export function serverMessage(error: unknown, fallback: string): string {
  const parsed = parseApiError(error);
  return parsed.status !== null && parsed.message ? parsed.message : fallback;
}
