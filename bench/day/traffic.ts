// Sending the day's requests: each timed on its own, with the visitor's address forwarded as a load balancer does.

export interface Answer {
  status: number;
  ms: number;
  body: unknown;
}

/** One request, timed from send to the whole body read; a network error is status 0 (counted, never thrown). */
export async function timed(
  url: string,
  init: {
    method?: string;
    json?: unknown;
    /** A body sent as given (a signed webhook must arrive byte for byte); `json` is for everything else. */
    body?: string;
    token?: string;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: kept as text */
    }
    return { status: res.status, ms, body };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String(error) };
  }
}

/**
 * Open-loop arrivals: each item starts at its own time after the start, whether or not earlier ones were answered
 * (a closed loop would slow the arrivals down exactly when the server is slow and hide the queue). `maxOpen` bounds
 * the sockets; when it is reached the next arrival waits, and `lateStarts` says how often that happened.
 */
export async function paced<T>(
  items: readonly T[],
  atMs: (item: T) => number,
  work: (item: T) => Promise<void>,
  maxOpen = 256,
): Promise<{ seconds: number; lateStarts: number }> {
  const started = performance.now();
  let open = 0;
  let lateStarts = 0;
  const running = new Set<Promise<void>>();
  for (const item of items) {
    const wait = started + atMs(item) - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (open >= maxOpen) lateStarts++;
    while (open >= maxOpen) await Promise.race(running);
    open++;
    const p: Promise<void> = work(item)
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        open--;
        running.delete(p);
      });
    running.add(p);
  }
  await Promise.all(running);
  return { seconds: (performance.now() - started) / 1000, lateStarts };
}

/** A figure from an instance's Prometheus text (GET /api/admin/metrics), or null when absent. */
export function metricValue(text: string, name: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
}
