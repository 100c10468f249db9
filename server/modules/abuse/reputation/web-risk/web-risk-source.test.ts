// Google Web Risk through the real client against sandbox/web-risk.ts: the shared source contract, and the wire
// details of the Lookup API (the three threat types on every request, the key as a query parameter).
import { expect, it } from 'vitest';
import { startFakeWebRisk } from '../../../../../sandbox/web-risk.js';
import { createThreatfoxHttpClient } from '../../../../integrations/threatfox/http-client.js';
import { createUrlhausHttpClient } from '../../../../integrations/urlhaus/http-client.js';
import { createWebRiskHttpClient } from '../../../../integrations/web-risk/http-client.js';
import { openTestDatabase } from '../../../../test/harness.js';
import { reputationSourceContract } from '../reputation-source-contract.js';

let requests: { threatTypes: string[]; key: string | null }[] = [];
let n = 0;

reputationSourceContract('Google Web Risk', openTestDatabase, async (clock) => {
  const fake = await startFakeWebRisk({ now: clock.now });
  requests = fake.requests;
  return {
    sourceId: 'web-risk',
    clients: {
      webRiskClientFactory: (apiKey) => createWebRiskHttpClient({ baseUrl: fake.url, apiKey, timeoutMs: 1500 }),
      urlhausClientFactory: (authKey) => createUrlhausHttpClient({ baseUrl: 'http://127.0.0.1:9', authKey }),
      threatfoxClientFactory: (authKey) => createThreatfoxHttpClient({ baseUrl: 'http://127.0.0.1:9', authKey }),
    },
    validKey: fake.apiKey,
    listedTarget: 'http://phish.web-risk-sandbox.test/login',
    listedDetail: /^SOCIAL_ENGINEERING$/,
    cleanTarget: () => `https://clean-${++n}.example.org/`,
    invalidTarget: 'ftp://not a uri',
    listedTtlMs: fake.cacheSeconds * 1000,
    switches: fake.switches,
    requestCount: () => fake.requests.length,
    stop: () => fake.stop(),
  };
});

it('asks for MALWARE, SOCIAL_ENGINEERING and UNWANTED_SOFTWARE with the key on every request', () => {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(request.threatTypes).toEqual(['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE']);
    expect(request.key).toBeTruthy();
  }
});
