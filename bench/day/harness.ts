import { randomBytes } from 'node:crypto';
import { startFakeSmtp, type FakeSmtp } from '../../sandbox/smtp.js';
import { startS3Server, type TestS3Server } from '../../server/test/kits/s3-server.js';
import { BENCH_ADMIN, signInAdmin } from '../lib/app-api.js';
import { recreateBenchDatabase } from '../lib/database.js';
import { startServer, type RunningServer } from '../lib/processes.js';
import type { SandboxStripe } from '../ingest/prepare.js';
import { sampleRss } from './memory.js';
import { keepVacuumed } from './vacuum.js';
import { DAY_DB, DAY_PORTS, WHM_CAP } from './sizes.js';
import { startDayWhm, type DayWhm } from './whm-sandbox-client.js';

// The viral day's stage: one scratch PostgreSQL database, migrated once (by the first instance, before the second
// starts), two app instances as separate processes on it, sharing the secret key and S3 (s3rver, the tests' store)
// as a real scale-out does, and the sandboxes a scenario needs. Everything is stopped afterwards, also on failure.

export interface DayNeeds {
  /** The sandbox Stripe, as its own process (it answers the instances' confirming reads). */
  stripe?: boolean;
  /** The sandbox WHM's web front, where the abuse scan fetches the sites. */
  webFront?: boolean;
  /** Environment both instances get on top of the stage's. */
  env?: Record<string, string>;
  /** Runs with the instances' environment before the first one starts (a seed script that also migrates). */
  beforeStart?: (env: Record<string, string>) => Promise<void>;
}

export interface DayStage {
  databaseUrl: string;
  /** Both instances; requests are spread over them as a load balancer would. */
  instances: RunningServer[];
  whm: DayWhm;
  smtp: FakeSmtp;
  /** The sandbox WHM's web front (in the WHM's process), when asked for. */
  front?: { port: number };
  stripe?: SandboxStripe;
  adminToken: string;
  rss: ReturnType<typeof sampleRss>;
}

async function adminCall(url: string, token: string, method: string, body: unknown): Promise<void> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
}

/** The admin settings both instances read from the shared database: WHM, SMTP and (when run) Stripe. */
async function saveSettings(
  appUrl: string,
  token: string,
  stage: Omit<DayStage, 'instances' | 'adminToken' | 'rss' | 'databaseUrl'>,
) {
  await adminCall(`${appUrl}/api/api-settings`, token, 'POST', {
    whmApiUrl: stage.whm.url,
    whmApiToken: stage.whm.token,
    cpanelBaseUrl: stage.whm.url,
    emailFromAddress: 'noreply@hostfree.test',
    emailFromName: 'HostFree',
  });
  await adminCall(`${appUrl}/api/smtp-settings`, token, 'POST', {
    host: stage.smtp.host,
    port: stage.smtp.port,
    username: stage.smtp.username,
    password: stage.smtp.password,
    encryption: 'none',
    fromEmail: 'mailer@hostfree.test',
    fromName: 'HostFree',
    isActive: true,
  });
  if (stage.stripe)
    await adminCall(`${appUrl}/api/admin/stripe-settings`, token, 'PUT', {
      publicKey: stage.stripe.publishableKey,
      secretKey: stage.stripe.secretKey,
      webhookSecret: stage.stripe.webhookSecret,
      isTestMode: true,
    });
}

export async function withDayStage<T>(needs: DayNeeds, run: (stage: DayStage) => Promise<T>): Promise<T> {
  const stops: (() => Promise<unknown>)[] = [];
  let rss: DayStage['rss'] | undefined;
  try {
    const databaseUrl = await recreateBenchDatabase(DAY_DB);
    stops.push(await keepVacuumed(databaseUrl));
    // Its own process, with its web front: the scan's fetches and the claims' calls stay off the bench's loop.
    const { whm, front, stop: stopWhm } = await startDayWhm({ webFront: needs.webFront === true });
    stops.push(stopWhm);
    const smtp = await startFakeSmtp();
    stops.push(() => smtp.stop());
    const s3: TestS3Server = await startS3Server('hostfree-day');
    stops.push(() => s3.stop());
    let stripe: SandboxStripe | undefined;
    if (needs.stripe) {
      stripe = {
        url: `http://127.0.0.1:${DAY_PORTS.stripe}`,
        secretKey: `sk_test_day${randomBytes(12).toString('hex')}`,
        publishableKey: `pk_test_day${randomBytes(12).toString('hex')}`,
        webhookSecret: `whsec_day${randomBytes(16).toString('hex')}`,
      };
      const server = await startServer(
        [
          'bench/ingest/stripe-sandbox.ts',
          String(DAY_PORTS.stripe),
          stripe.secretKey,
          stripe.publishableKey,
          stripe.webhookSecret,
        ],
        {},
        `${stripe.url}/`,
        stripe.url,
      );
      stops.push(() => server.stop());
    }

    const shared: Record<string, string> = {
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SECRET_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // Real limits: the spam burst must meet the per-address limit; each legitimate visitor has its own address.
      RATE_LIMIT_SCALE: process.env.BENCH_DAY_RATE_LIMIT_SCALE ?? '1',
      TRUST_PROXY_HOPS: '1',
      WHM_MAX_IN_FLIGHT: String(WHM_CAP),
      S3_BUCKET: s3.options.bucket,
      S3_ENDPOINT: s3.options.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.options.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.credentials.secretAccessKey,
      ...(stripe ? { STRIPE_API_URL: stripe.url } : {}),
      ...(front ? { ABUSE_SCAN_HTTP_PORT: String(front.port) } : {}),
      ...needs.env,
    };
    await needs.beforeStart?.({ ...shared, DATA_DIR: `.tmp/bench-day-seed` });
    const start = async (port: number) => {
      const server = await startServer(
        ['server/main.ts'],
        { ...shared, PORT: String(port), DATA_DIR: `.tmp/bench-day-${port}`, PUBLIC_URL: `http://127.0.0.1:${port}` },
        `http://127.0.0.1:${port}/healthz`,
        `http://127.0.0.1:${port}`,
      );
      stops.push(() => server.stop());
      return server;
    };
    // The first instance migrates and saves the settings; the second starts on the finished database.
    const a = await start(DAY_PORTS.appA);
    const adminToken = await signInAdmin(a.url);
    await saveSettings(a.url, adminToken, { whm, smtp, front, stripe });
    const b = await start(DAY_PORTS.appB);
    rss = sampleRss({ a: a.process.pid!, b: b.process.pid! });
    return await run({ databaseUrl, instances: [a, b], whm, smtp, front, stripe, adminToken, rss });
  } finally {
    rss?.stop();
    // The instances first (they call the sandboxes while they drain), then the sandboxes.
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  }
}
