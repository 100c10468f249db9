import { defineConfig } from '@playwright/test';

// Browser journeys against the built app served by the real server on a throw-away PGlite database.
// E2E_PORT lets several runs (one per developer's journeys) use their own server at once.
const port = Number(process.env.E2E_PORT ?? 5077);
const dataDir = `.tmp/e2e-data-${port}`;
export const e2eAdmin = { email: 'admin@hostfree.test', password: 'e2e-admin-password' };
/** The sandbox wordpress.org that journeys start on the next port (e2e/support/sandbox-wordpress-org.ts). */
export const e2eWordpressOrgPort = port + 1;
/** The sandbox Graph API (Conversions API) that the pixel journey starts (e2e/pixel.spec.ts). */
export const e2eGraphPort = port + 2;

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
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && tsx server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
      WORDPRESS_ORG_API_URL: `http://127.0.0.1:${port + 1}`,
      FACEBOOK_GRAPH_URL: `http://127.0.0.1:${port + 2}`,
      COMMUNITY_CHAT_URL: 'https://chat.example.test/hostfree',
    },
  },
});
