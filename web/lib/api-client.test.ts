import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { apiJson, apiRequest, getQueryFn } from './api-client';
import { parseApiError } from './api-error';
import { setAuthToken } from './storage';

const ctx = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

describe('apiRequest (000 §7)', () => {
  it('sends a JSON body and the bearer token when one is stored', async () => {
    setAuthToken('tok-123');
    const api = mockApi({ 'POST /api/thing': { body: { ok: true } } });
    await apiRequest('POST', '/api/thing', { a: 1 });
    expect(api.calls[0].body).toEqual({ a: 1 });
    expect(api.calls[0].headers['Content-Type']).toBe('application/json');
    expect(api.calls[0].headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockApi({ 'GET /api/thing': { body: {} } });
    await apiRequest('GET', '/api/thing');
    expect(api.calls[0].headers.Authorization).toBeUndefined();
    expect(api.calls[0].headers['Content-Type']).toBeUndefined();
  });

  it("turns a non-OK answer into '{status}: {body text}'", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid username or password' } } });
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toThrow(
      '401: {"message":"Invalid username or password"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    mockApi({ 'GET /api/x': { status: 503, statusText: 'Service Unavailable' } });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('apiJson reads the JSON answer', async () => {
    mockApi({ 'GET /api/x': { body: { n: 3 } } });
    await expect(apiJson('GET', '/api/x')).resolves.toEqual({ n: 3 });
  });
});

describe('default query function', () => {
  it('GETs the query key joined as a path', async () => {
    const api = mockApi({ 'GET /api/hosting-accounts/5/stats': { body: { diskUsage: 1 } } });
    const fn = getQueryFn({ on401: 'throw' });
    await expect(fn(ctx(['/api/hosting-accounts', 5, 'stats']))).resolves.toEqual({ diskUsage: 1 });
    expect(api.calls[0].method).toBe('GET');
  });

  it('gives null on 401 with returnNull, and throws with throw', async () => {
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Authentication required' } } });
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/user']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/user']))).rejects.toThrow(/^401: /);
  });
});

describe('parseApiError', () => {
  it('splits status, message and flags', () => {
    const parsed = parseApiError(
      new Error('403: {"message":"Device registration limit exceeded","deviceLimitReached":true}'),
    );
    expect(parsed).toEqual({
      status: 403,
      message: 'Device registration limit exceeded',
      flags: { deviceLimitReached: true },
    });
  });

  it('keeps a plain-text body as the message', () => {
    expect(parseApiError(new Error('502: Bad Gateway'))).toEqual({ status: 502, message: 'Bad Gateway', flags: {} });
  });

  it('handles errors that did not come from the server', () => {
    expect(parseApiError(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      message: 'Failed to fetch',
      flags: {},
    });
    expect(parseApiError(undefined).message).toBe('');
  });
});
