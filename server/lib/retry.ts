// Retries of one outside call, shared by the cloud clients (server/integrations/*/http-client.ts): the same
// exponential backoff with jitter everywhere, so a fix to it is made once.

/** The wait before retry number `attempt` (1-based): pauseMs, twice that, four times… each ±25 %, at least minMs. */
export function backoffPauseMs(attempt: number, pauseMs: number, minMs = 0, random = Math.random): number {
  return Math.max(minMs, pauseMs * 2 ** (attempt - 1)) * (0.75 + random() * 0.5);
}

/**
 * Runs `once` up to `attempts` times while `shouldRetry(error)` says the failure may pass (a time-out, a 5xx, a
 * rate limit), waiting backoffPauseMs between tries. The last error is thrown as it was.
 */
export async function withRetries<T>(
  once: () => Promise<T>,
  {
    attempts,
    pauseMs,
    shouldRetry,
  }: {
    attempts: number;
    pauseMs: number;
    shouldRetry: (error: unknown) => boolean;
  },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error;
      const pause = backoffPauseMs(attempt, pauseMs);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** A response body as JSON: null when empty, undefined when it is not JSON (the caller says "malformed"). */
export function parseJsonBody(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
