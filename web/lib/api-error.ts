import type { ServerErrorCode } from '../../contract/i18n/error-codes.js';

// Reads the errors apiRequest throws ('{status}: {body}') back into their parts. The body is normally
// the server's JSON {message, ...flags}; plain text and network failures are handled too.

export interface ApiError {
  status: number | null;
  message: string;
  flags: Record<string, unknown>;
}

export function parseApiError(error: unknown): ApiError {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { status: null, message: raw, flags: {} };
  const status = Number(match[1]);
  const body = match[2].trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const { message, ...flags } = parsed as Record<string, unknown>;
      return { status, message: typeof message === 'string' ? message : body, flags };
    }
  } catch {
    // not JSON: the body text (or status text) is the message
  }
  return { status, message: body, flags: {} };
}

/** The message to show a person: the server's message, or `fallback` when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  return parseApiError(error).message || fallback;
}

/**
 * The code of a refusal a screen acts on (contract/i18n/error-codes.ts), or null: compared instead of the message,
 * which comes in the person's language.
 */
export function apiErrorCode(error: unknown): ServerErrorCode | null {
  const code = parseApiError(error).flags.error;
  return typeof code === 'string' ? (code as ServerErrorCode) : null;
}
