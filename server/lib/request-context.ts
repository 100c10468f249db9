import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '../../contract/i18n/locales.js';

/**
 * Who is calling and from where, for the whole life of one request. The audit trail reads it, so a
 * service deep below a route records "who, from where" without every signature carrying the request. Outside a
 * request (jobs, webhooks' workers) there is none and events are recorded as the system's.
 */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  /** The signed-in user, set by the access hook once the token is checked. */
  actorId: number | null;
  /** The request's language (http/request-locale.ts): mail caused by the request is written in it by default. */
  locale?: Locale;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext(context: RequestContext, fn: () => void) {
  storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
