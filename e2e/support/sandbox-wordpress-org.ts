import { e2eWordpressOrgPort } from '../../playwright.config';
import { startFakeWordpressOrg, type FakeWordpressOrg } from '../../sandbox/wordpress-org';

// The sandbox wordpress.org for version-check journeys: a real HTTP fake on loopback, started in the test
// worker (so a journey can say which versions exist) on the port the e2e server was configured with
// (WORDPRESS_ORG_API_URL in playwright.config.ts). The server only calls it when a check runs.
export function startSandboxWordpressOrg(): Promise<FakeWordpressOrg> {
  return startFakeWordpressOrg({ port: e2eWordpressOrgPort, host: '127.0.0.1' });
}
