// A query that waited DATABASE_CONNECT_TIMEOUT_MS for a connection and got none: every connection of this instance's
// pool is busy (or PostgreSQL takes no new ones). That is overload, not a fault of the request, so the error handler
// answers 503 with Retry-After (the client tries again shortly) instead of 500.

/** node-postgres's words for it: pg-pool's wait for a free client, and pg's wait for a new connection. */
const POOL_BUSY_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
] as const;

/** Seconds a client is asked to wait before trying again: a few queries' time, not a minute. */
export const POOL_BUSY_RETRY_AFTER_SECONDS = 2;

/** True for the pool's time-out, also when wrapped (drizzle wraps a failed query's error as its `cause`). */
export function isPoolBusyError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((POOL_BUSY_MESSAGES as readonly string[]).includes(current.message)) return true;
    current = current.cause;
  }
  return false;
}
