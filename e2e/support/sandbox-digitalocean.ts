import { e2eDigitalOceanPort } from '../../playwright.config';
import { startFakeDigitalOcean, type FakeDigitalOcean } from '../../sandbox/digitalocean';

// The sandbox DigitalOcean for the DigitalOcean journey: a real HTTP fake on loopback, started in the test worker on
// the port the e2e server's DIGITALOCEAN_API_URL names (playwright.config.ts). The token is fixed, so an account
// linked by one run keeps working in the next.
export const SANDBOX_DIGITALOCEAN_TOKEN = 'dop_v1_e2esandbox00000000000000000000000000000000000000000000000000000';

/** New Droplets turn active `activeAfterMs` after launch (seen at the next sync); actions complete on the next read. */
export async function startSandboxDigitalOcean(activeAfterMs = 1000): Promise<FakeDigitalOcean> {
  const fake = await startFakeDigitalOcean({
    port: e2eDigitalOceanPort,
    host: '127.0.0.1',
    token: SANDBOX_DIGITALOCEAN_TOKEN,
  });
  fake.activateAfterMs = activeAfterMs;
  return fake;
}
