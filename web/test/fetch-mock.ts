import { vi } from 'vitest';
import { ERROR_CODE_OF } from '../../contract/i18n/error-codes.js';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Raw text body, for non-JSON answers. */
  text?: string;
  statusText?: string;
  headers?: Record<string, string>;
}
/** A reply, or a function of the request (its parsed body, its init and its whole URL, query included). */
export type MockHandler =
  | MockReply
  | ((body: unknown, init: RequestInit, url: string) => MockReply | Promise<MockReply>);

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A refusal's body as the server's error handler sends it: a message a screen acts on carries its code beside it
 * (contract/i18n/error-codes.ts), so a test that mocks the English message gets what the screen compares.
 */
function withErrorCode({ status = 200, body }: MockReply): unknown {
  if (status < 400 || !body || typeof body !== 'object' || 'error' in body) return body;
  const message = (body as { message?: unknown }).message;
  const code = typeof message === 'string' ? ERROR_CODE_OF.get(message) : undefined;
  return code ? { ...body, error: code } : body;
}

/**
 * Replaces fetch with a table of 'METHOD /path' → reply. Unlisted calls answer 404 {message:'Not found'};
 * every call is recorded so tests can assert what was sent.
 */
export function mockApi(handlers: Record<string, MockHandler> = {}) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    calls.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = handlers[`${method} ${url}`] ?? handlers[`${method} ${url.split('?')[0]}`];
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(body, init, url)
        : handler
      : { status: 404, body: { message: 'Not found' } };
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(withErrorCode(reply)));
    return new Response(text, {
      status: reply.status ?? 200,
      statusText: reply.statusText,
      headers: { 'content-type': reply.text !== undefined ? 'text/plain' : 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return {
    fn,
    calls,
    callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
  };
}
