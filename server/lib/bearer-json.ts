// One JSON request with a bearer credential, as the cloud clients send them (server/integrations/*/http-client.ts):
// the same headers, no redirects followed (a 3xx is an answer, never a hop elsewhere with the key), a time-out, and
// the body read in full. Each client turns the failure and the answer into its own error kinds.

export type TransportFailure = 'timeout' | 'network';

export async function sendBearerJson(
  fetchImpl: typeof fetch,
  url: string,
  {
    method,
    token,
    body,
    timeoutMs,
  }: {
    method: string;
    token: string;
    body?: unknown;
    timeoutMs: number;
  },
): Promise<{ response: Response; text: string } | { failure: TransportFailure }> {
  try {
    const response = await fetchImpl(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { response, text: await response.text() };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { failure: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
  }
}
