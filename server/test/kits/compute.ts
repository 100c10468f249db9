// Helpers for the compute tests (not a test file itself): an app wired to the sandbox Vultr and Azure through
// the real clients with short time-outs, an admin, a hand-moved clock and shortcuts to link accounts.
import type { LightMyRequestResponse } from 'fastify';
import { startFakeAzure, type FakeAzure } from '../../../sandbox/azure.js';
import { startFakeVultr, type FakeVultr } from '../../../sandbox/vultr.js';
import { createAzureHttpClient } from '../../integrations/azure/http-client.js';
import type { AzureClientFactory } from '../../integrations/azure/types.js';
import { createVultrHttpClient } from '../../integrations/vultr/http-client.js';
import type { VultrClientFactory } from '../../integrations/vultr/types.js';
import { bearer, createClock, nextAddress, registerAdmin, registerUser, type SignedInUser } from '../accounts.js';
import { createTestApp, type TestContext } from '../harness.js';
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { startFakeSmtp, type FakeSmtp } from '../../../sandbox/smtp.js';

export function fastClients(
  vultr: FakeVultr,
  azure: FakeAzure,
  timeoutMs = 800,
): { vultrClientFactory: VultrClientFactory; azureClientFactory: AzureClientFactory } {
  return {
    vultrClientFactory: (apiKey) =>
      createVultrHttpClient({ baseUrl: vultr.apiUrl, apiKey, timeoutMs, retryPauseMs: 0 }),
    azureClientFactory: (credentials) =>
      createAzureHttpClient(credentials, {
        loginUrl: azure.loginUrl,
        managementUrl: azure.managementUrl,
        timeoutMs,
        retryPauseMs: 0,
        lroPollMs: 0,
        lroMaxWaitMs: 3000,
      }),
  };
}

export interface ComputeTestContext extends TestContext {
  vultr: FakeVultr;
  azure: FakeAzure;
  admin: SignedInUser;
  clock: ReturnType<typeof createClock>;
  post(url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  del(url: string, token?: string): Promise<LightMyRequestResponse>;
  /** Runs the due jobs; `afterMs` moves the clock first. */
  runJobs(afterMs?: number): Promise<number>;
  client(): Promise<SignedInUser>;
  linkVultr(extra?: Record<string, unknown>): Promise<{ id: number }>;
  linkAzure(extra?: Record<string, unknown>): Promise<{ id: number }>;
  setProvider(provider: 'azure' | 'vultr'): Promise<void>;
  /** An anonymous account, as the landing page makes it (always with an e-mail). */
  anonymous(email?: string): Promise<SignedInUser>;
  /** The token of the newest e-mail confirmation link sent to `email` (read from the outbox, unsealed). */
  verificationToken(email: string): Promise<string>;
  /** Asks for a confirmation link and follows it, as the person would (sets SMTP up first: links need it). */
  verifyEmail(user: SignedInUser): Promise<void>;
  /** Points the app's SMTP settings at a sandbox SMTP server (once). */
  useSmtp(): Promise<void>;
}

/** `overrides`: config keys, e.g. STRIPE_API_URL of a sandbox Stripe for the paid extra run. */
export async function createComputeTestApp(overrides: Record<string, string> = {}): Promise<ComputeTestContext> {
  const vultr = await startFakeVultr();
  const azure = await startFakeAzure();
  const clock = createClock();
  const secretBox = createSecretBox(randomBytes(32).toString('hex'));
  const t = await createTestApp(overrides, { ...fastClients(vultr, azure), now: clock.now, secretBox });
  const admin = await registerAdmin(t.app, t.database.db);
  const headers = (token?: string) => (token ? bearer(token) : {});
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: headers(token),
      remoteAddress: nextAddress(),
    });
  let smtp: FakeSmtp | undefined;
  const context: ComputeTestContext = {
    ...t,
    vultr,
    azure,
    admin,
    clock,
    async close() {
      await t.close();
      await smtp?.stop();
      await vultr.stop();
      await azure.stop();
    },
    post: (url, payload = {}, token) => inject('POST', url, payload, token),
    put: (url, payload = {}, token) => inject('PUT', url, payload, token),
    get: (url, token) => inject('GET', url, undefined, token),
    del: (url, token) => inject('DELETE', url, undefined, token),
    async runJobs(afterMs = 0) {
      clock.advance(afterMs);
      return t.app.services.jobs.runDue();
    },
    client: () => registerUser(t.app),
    async anonymous(email = `anon-${randomBytes(4).toString('hex')}@example.test`) {
      const res = await inject('POST', '/api/register-anonymous', { email });
      if (res.statusCode !== 201) throw new Error(`anonymous account not made: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return { token: body.token, user: body.user, email, password: body.password } as SignedInUser;
    },
    async verificationToken(email) {
      const row = (
        await t.database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.template, 'email-verification'), eq(mailOutbox.recipient, email)))
          .orderBy(desc(mailOutbox.id))
          .limit(1)
      )[0];
      if (!row?.data) throw new Error(`no confirmation link was sent to ${email}`);
      return (JSON.parse(secretBox.open(row.data)) as { token: string }).token;
    },
    async useSmtp() {
      if (smtp) return;
      smtp = await startFakeSmtp();
      const res = await inject(
        'POST',
        '/api/smtp-settings',
        {
          host: smtp.host,
          port: smtp.port,
          username: smtp.username,
          password: smtp.password,
          encryption: 'none',
          fromEmail: 'mailer@hostfree.test',
          fromName: 'HostFree',
        },
        admin.token,
      );
      if (res.statusCode !== 200 && res.statusCode !== 201)
        throw new Error(`SMTP not set up: ${res.statusCode} ${res.body}`);
    },
    async verifyEmail(user) {
      await context.useSmtp();
      const sent = await inject('POST', '/api/email-verification', {}, user.token);
      if (sent.statusCode !== 200) throw new Error(`link not sent: ${sent.statusCode} ${sent.body}`);
      const email = sent.json().status.email as string;
      const confirmed = await inject('POST', '/api/email-verification/confirm', {
        token: await context.verificationToken(email),
      });
      if (confirmed.statusCode !== 200) throw new Error(`link not followed: ${confirmed.statusCode} ${confirmed.body}`);
    },
    async linkVultr(extra = {}) {
      const res = await inject(
        'POST',
        '/api/admin/vultr/accounts',
        { name: 'Main Vultr', apiKey: vultr.apiKey, ...extra },
        admin.token,
      );
      if (res.statusCode !== 201) throw new Error(`Vultr account not linked: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async linkAzure(extra = {}) {
      const res = await inject(
        'POST',
        '/api/admin/azure/accounts',
        { name: 'Trials', ...azure.principal, ...extra },
        admin.token,
      );
      if (res.statusCode !== 201) throw new Error(`Azure account not linked: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async setProvider(provider) {
      const res = await inject('POST', '/api/admin/compute/default-provider', { provider }, admin.token);
      if (res.statusCode !== 200) throw new Error(`default provider not set: ${res.statusCode} ${res.body}`);
    },
  };
  return context;
}
