import type { QueryFunction } from '@tanstack/react-query';
import { getAuthToken } from './storage';

// The request rules of 000 §7: JSON bodies (form data as-is), a bearer header when a token is stored,
// and any non-success answer becomes an Error whose message is '{status}: {body text}'.

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    text = '';
  }
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

function buildHeaders(body: unknown): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A request's extras: its abort signal, and headers beside the rules' own (the billing centre's signed link). */
export interface RequestExtras {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Sends one request and returns the Response; throws on any non-OK status. */
export async function apiRequest(method: string, url: string, data?: unknown, init?: RequestExtras): Promise<Response> {
  const body = data === undefined ? undefined : data instanceof FormData ? data : JSON.stringify(data);
  const res = await fetch(url, {
    method,
    headers: { ...buildHeaders(data), ...init?.headers },
    body,
    signal: init?.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** Same as apiRequest, reading the JSON answer (an empty body gives null). */
export async function apiJson<T>(method: string, url: string, data?: unknown, init?: RequestExtras): Promise<T> {
  const res = await apiRequest(method, url, data, init);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A GET on the query key joined as a path; with 'returnNull' a 401 gives null (signed out). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.filter((part) => part !== undefined && part !== null && part !== '').join('/');
    const res = await fetch(url, { headers: buildHeaders(undefined), signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}
