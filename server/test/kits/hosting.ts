// Helpers for the hosting tests (not a test file itself): an app wired to the fake WHM with short time-outs.
import type { LightMyRequestResponse } from 'fastify';
import { startFakeWhm, type FakeWhm, type FakeWhmOptions } from '../../../sandbox/whm.js';
import { createWhmHttpClient } from '../../integrations/whm/http-client.js';
import type { WhmClient, WhmClientFactory } from '../../integrations/whm/types.js';
import { bearer, createClock, nextAddress, registerAdmin, registerUser, type SignedInUser } from '../accounts.js';
import { createTestApp, type TestContext } from '../harness.js';
import type { AppDeps } from '../../wiring/deps.js';

/** The real client, with time-outs short enough for a test to watch a hang end. */
export const fastWhmClientFactory: WhmClientFactory = (connection) =>
  createWhmHttpClient({ ...connection, timeoutMs: Math.min(connection.timeoutMs ?? 800, 800), slowTimeoutMs: 1200 });

/** A replacement for one client method; it receives the real client to delegate to. */
export type WhmOverrides = {
  [K in keyof WhmClient]?: (real: WhmClient, ...args: Parameters<WhmClient[K]>) => ReturnType<WhmClient[K]>;
};

export interface HostingTestContext extends TestContext {
  whm: FakeWhm;
  /** Methods replaced on every WHM client the app builds from now on (e.g. to fail only the second call). */
  whmOverrides: WhmOverrides;
  admin: SignedInUser;
  clock: ReturnType<typeof createClock>;
  /** Saves the fake WHM's address and token as the API settings. */
  configureWhm(): Promise<void>;
  post(url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  del(url: string, token?: string): Promise<LightMyRequestResponse>;
  /** Runs the due jobs; `afterMs` moves the clock first (backoff). */
  runJobs(afterMs?: number): Promise<number>;
  client(): Promise<SignedInUser>;
}

export async function createHostingTestApp(
  overrides: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
  options: { changeFeed?: boolean; whm?: FakeWhmOptions } = {},
): Promise<HostingTestContext> {
  const whm = await startFakeWhm(options.whm);
  const clock = createClock();
  const whmOverrides: WhmOverrides = {};
  const whmClientFactory: WhmClientFactory = (connection) => {
    const real = fastWhmClientFactory(connection);
    return {
      ...real,
      ...Object.fromEntries(
        Object.entries(whmOverrides).map(([k, fn]) => [
          k,
          (...args: unknown[]) => (fn as (...a: unknown[]) => unknown)(real, ...args),
        ]),
      ),
    } as WhmClient;
  };
  // These tests switch WHM faults on and off between calls with no time passing; the breaker, which would
  // rightly keep failing fast until its probe sees WHM again, has its own tests (whm-breaker.test.ts).
  const t = await createTestApp(
    { WHM_BREAKER_RETRY_MS: '0', ...overrides },
    { whmClientFactory, now: clock.now, ...deps },
    { sessionCache: options.changeFeed },
  );
  const admin = await registerAdmin(t.app, t.database.db);
  const headers = (token?: string) => (token ? bearer(token) : {});
  const context: HostingTestContext = {
    ...t,
    whm,
    whmOverrides,
    admin,
    clock,
    async close() {
      await t.close();
      await whm.stop();
    },
    async configureWhm() {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api-settings',
        headers: bearer(admin.token),
        payload: {
          whmApiUrl: whm.url,
          whmApiToken: whm.token,
          cpanelBaseUrl: 'https://panel.sandbox.test:2083',
          emailFromAddress: 'noreply@hostfree.test',
          emailFromName: 'HostFree',
        },
      });
      if (res.statusCode !== 200) throw new Error(`API settings not saved: ${res.statusCode} ${res.body}`);
    },
    post: (url, payload = {}, token) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: headers(token),
        remoteAddress: nextAddress(),
      }),
    get: (url, token) => t.app.inject({ method: 'GET', url, headers: headers(token), remoteAddress: nextAddress() }),
    del: (url, token) => t.app.inject({ method: 'DELETE', url, headers: headers(token), remoteAddress: nextAddress() }),
    async runJobs(afterMs = 0) {
      clock.advance(afterMs);
      return t.app.services.jobs.runDue();
    },
    client: () => registerUser(t.app),
  };
  return context;
}

/** A fresh label per call, so tests in one file never collide on names. */
let labelCounter = 0;
export function freshLabel(prefix = 'site'): string {
  labelCounter += 1;
  return `${prefix}${process.pid % 1000}x${labelCounter}`;
}
