import { AsyncLocalStorage } from 'node:async_hooks';
import { LOCALE_COOKIE, cookieValue, negotiateLocale, type Locale } from '../../contract/i18n/locales.js';

/**
 * Who is calling and from where, for the whole life of one request. The audit trail reads it, so a
 * service deep below a route records "who, from where" without every signature carrying the request. Outside a
 * request (jobs, webhooks' workers) there is none and events are recorded as the system's.
 *
 * It holds plain values only, never the request: the context lives as long as anything async the request started,
 * a kept-alive socket's resources included. A getter over the request kept every request of a connection reachable
 * and doubled a signed-in read's CPU (the garbage collector's work).
 */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  /** The signed-in user, set by the access hook once the token is checked. */
  actorId: number | null;
  /** What the request's language is chosen from (contract/i18n/locales.ts negotiateLocale); see requestContextLocale. */
  language: {
    /** The raw Cookie header: the switcher's cookie is read from it only when asked. */
    cookieHeader: string | null;
    acceptLanguage: string | null;
    /** The signed-in user's stored choice, set with actorId. */
    stored: string | null;
    chosen?: Locale;
  };
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext(context: RequestContext, fn: () => void) {
  storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * The current request's language, worked out on the first ask (mail caused by the request is written in it by
 * default); undefined outside a request. Most requests never ask.
 */
export function requestContextLocale(): Locale | undefined {
  const language = storage.getStore()?.language;
  if (!language) return undefined;
  return (language.chosen ??= negotiateLocale({
    cookie: cookieValue(language.cookieHeader, LOCALE_COOKIE),
    stored: language.stored,
    acceptLanguage: language.acceptLanguage,
  }));
}
