import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SystemStatusResponse } from '../../contract/system-status';
import { e2eAdmin } from '../../playwright.config';

// Set-up shortcuts through the real API, for journeys whose subject is elsewhere.

export interface AnonymousAccount {
  token: string;
  username: string;
  password: string;
  recoveryPhrase: string;
  userId: number;
}

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.test`;

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { username: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token;
}

export interface RegisteredUser {
  token: string;
  userId: number;
  username: string;
  email: string;
}

/** A registered (not anonymous) client with an e-mail and this password, signed in. */
export async function registerViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<RegisteredUser> {
  const res = await request.post('/api/register', {
    data: { email, password, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return { token: body.token, userId: body.user.id, username: body.user.username, email };
}

export async function registerAnonymousViaApi(request: APIRequestContext, email: string): Promise<AnonymousAccount> {
  const res = await request.post('/api/register-anonymous', { data: { email } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return {
    token: body.token,
    username: body.username,
    password: body.password,
    recoveryPhrase: body.recoveryPhrase,
    userId: body.user.id,
  };
}

export async function setDeviceLimits(request: APIRequestContext, enabled: boolean) {
  const token = await adminToken(request);
  const res = await request.put('/api/admin/registration-settings', {
    data: { deviceLimitsEnabled: enabled },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
}

/**
 * Puts a token where the web app keeps it (000 §3 hfAuthToken), as a sign-in would. The origin is opened on /healthz,
 * a few bytes of JSON, rather than on a page of the app: the journey's own next page is the first the app draws.
 */
export async function useToken(page: Page, token: string) {
  await page.goto('/healthz');
  await page.evaluate((t) => localStorage.setItem('hfAuthToken', t), token);
}

/** System → Status as the admin reads it (outside systems, the job queue per kind, failed jobs, the mail outbox). */
export async function readSystemStatus(request: APIRequestContext, adminToken: string): Promise<SystemStatusResponse> {
  const res = await request.get('/api/admin/system-status', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}
