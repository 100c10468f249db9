import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser journeys against the built app served by the real server on a throw-away PGlite database.
// E2E_PORT lets several runs (one per developer's journeys) use their own server at once.
const port = Number(process.env.E2E_PORT ?? 5077);
const dataDir = `.tmp/e2e-data-${port}`;
export const e2eAdmin = { email: 'admin@hostfree.test', password: 'e2e-admin-password' };
/** The sandbox wordpress.org that journeys start on the next port (e2e/support/sandbox-wordpress-org.ts). */
export const e2eWordpressOrgPort = port + 1;
/** The sandbox Vultr and Azure that compute journeys start (e2e/support/sandbox-compute.ts). */
export const e2eVultrPort = port + 2;
export const e2eAzurePort = port + 3;
/** The sandbox Stripe that payment journeys start (e2e/support/sandbox-stripe.ts). */
export const e2eStripePort = port + 4;
/** The sandbox RDAP registries the paid-hosting journey starts (e2e/support/sandbox-paid-hosting.ts). */
export const e2eRdapPort = port + 5;
/** The sandbox WHOIS (IANA referrals, .co.za and .im registries) the paid-hosting journey starts (port+7 is another sandbox's). */
export const e2eWhoisPort = port + 8;
/** The sandbox WHM's web front the quarantine journey starts: the abuse scan reads every site there. */
export const e2eWebFrontPort = port + 9;
/** Where the e2e server listens (the sandbox Stripe delivers its webhooks here). */
export const e2eAppUrl = `http://localhost:${port}`;
/** The sandbox Graph API (Conversions API) that the pixel journey starts (e2e/pixel.spec.ts). */
export const e2eGraphPort = port + 6;
/** The sandbox DigitalOcean that the DigitalOcean journey starts (e2e/support/sandbox-digitalocean.ts). */
export const e2eDigitalOceanPort = port + 7;

/**
 * Debian's build of Chromium's headless shell (apt package chromium-headless-shell), the browser Playwright's own
 * headless mode runs: the same Blink and V8 as /usr/bin/chromium without the full browser around them. The journeys
 * ran in 363 s instead of 455 s with it and reduced motion (docs/decisions.md, 'The journeys in the headless shell').
 * The full Chromium still runs them where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const e2eBrowserPath = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `.tmp/e2e-results-${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    // The app honours prefers-reduced-motion (web/styles.css): dialogs and toasts appear at once and spinners stand
    // still, so no frame is drawn for motion and actions do not wait for an element to settle.
    reducedMotion: 'reduce',
    trace: 'off',
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The server as `npm start` runs it: one esbuild bundle under plain node (rebuilt first when a server source
    // changed, ~1 s when not), instead of tsx transpiling ~700 modules on start (~4-6 s more on a loaded 2-core machine).
    command: `rm -rf ${dataDir} && tsx scripts/build-server.ts main && node --enable-source-maps dist/server/main.js`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      RATE_LIMIT_SCALE: '100',
      // Every sign-up and sign-in hashes a password: argon2id's smallest cost (never in production) spares the
      // shared CPU; the stored hash's OWASP parameters are the unit tests' to check.
      PASSWORD_HASH_COST: 'minimal',
      // The report-abuse form's proof of work: 12 bits (~4,000 hashes) keeps the journey quick on a busy machine.
      ABUSE_POW_BITS: '12',
      // A failed job retries after ~0.5, 1, 2 s instead of 10, 20, 40 s: the status journey sees a job run out of attempts quickly.
      JOB_RETRY_BASE_MS: '500',
      // About 7 seconds of grace after a failed renewal (the renewal journey waits for its end; nothing else renews).
      DUNNING_GRACE_DAYS: '0.00008',
      // The idle-site rule's day is one second: the idle journey drives each day's sweep with Run now and sees a
      // site warned and deactivated in seconds. The rule is off unless that journey turns it on (and off again).
      IDLE_SITES_DAY_SECONDS: '1',
      LOG_LEVEL: 'warn',
      WORDPRESS_ORG_API_URL: `http://127.0.0.1:${port + 1}`,
      VULTR_API_URL: `http://127.0.0.1:${port + 2}/v2`,
      AZURE_LOGIN_URL: `http://127.0.0.1:${port + 3}`,
      AZURE_MANAGEMENT_URL: `http://127.0.0.1:${port + 3}`,
      STRIPE_API_URL: `http://127.0.0.1:${port + 4}`,
      RDAP_BOOTSTRAP_URL: `http://127.0.0.1:${port + 5}/dns.json`,
      // .co.za and .im are not in the RDAP bootstrap (as in IANA's real file): WHOIS, all on the sandbox.
      WHOIS_IANA_SERVER: `127.0.0.1:${port + 8}`,
      WHOIS_SERVER_OVERRIDES: `co.za=127.0.0.1:${port + 8},im=127.0.0.1:${port + 8}`,
      // The fake answers at once on loopback: a short time-out keeps a failure quick and visible.
      STRIPE_TIMEOUT_MS: '5000',
      STRIPE_SUPPRESS_NOTICES: 'true',
      // HostFree's own Stripe webhook endpoint points here; the sandbox delivers to loopback (Stripe refuses 'localhost').
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      FACEBOOK_GRAPH_URL: `http://127.0.0.1:${port + 6}`,
      DIGITALOCEAN_API_URL: `http://127.0.0.1:${port + 7}`,
      COMMUNITY_CHAT_URL: 'https://chat.example.test/hostfree',
      // Support mail carries signed reply addresses at this domain; the support journey answers one through the
      // sandbox Mailgun inbound route, which it starts itself.
      SUPPORT_REPLY_DOMAIN: 'reply.hostfree.test',
      // The abuse scan reads sites from the sandbox web front (e2e/abuse-quarantine.spec.ts) and rescans every live
      // site every 30 s instead of weekly, so a kit page is quarantined within a journey's wait. Sites of other
      // journeys' fakes have a documentation address (203.0.113.10) the scan refuses at once.
      ABUSE_SCAN_HTTP_PORT: String(port + 9),
      ABUSE_SCAN_TIMEOUT_MS: '3000',
      ABUSE_RESCAN_INTERVAL_MS: '30000',
      ABUSE_RESCAN_SWEEP_MS: '2000',
    },
  },
});
