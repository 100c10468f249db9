import type { MockHandler } from './fetch-mock';

/** Calls every page may make in the background (config, fingerprint recording), answered quietly. */
export const backgroundHandlers: Record<string, MockHandler> = {
  'GET /api/client-config': { body: { hostedDomain: 'hostfree.test', ipLookupUrl: null, communityChatUrl: 'https://chat.example.test/hostfree', stripePublicKey: null } },
  'POST /api/device-fingerprint': { status: 201, body: { message: 'Device fingerprint recorded' } },
};
