import { AsyncLocalStorage } from 'node:async_hooks';

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
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext(context: RequestContext, fn: () => void) {
  storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
