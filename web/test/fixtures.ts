import type { MockHandler } from './fetch-mock';

/** GET /api/client-config as the tests' server answers it: payments configured with a test publishable key. */
export const testClientConfig = {
  hostedDomain: 'hostfree.test',
  ipLookupUrl: null,
  communityChatUrl: 'https://chat.example.test/hostfree',
  stripePublicKey: 'pk_test_web_fixture',
  supportContact: { email: null, url: null },
};

/** Calls every page may make in the background (config, fingerprint recording), answered quietly. */
export const backgroundHandlers: Record<string, MockHandler> = {
  'GET /api/client-config': { body: testClientConfig },
  'POST /api/device-fingerprint': { status: 201, body: { message: 'Device fingerprint recorded' } },
};
