// abuse.ch ThreatFox through the real client against sandbox/threatfox.ts: the shared source contract, the exact
// match asked for, and IOCs that only contain the target or that ThreatFox doubts not counted.
import { expect, it } from 'vitest';
import { startFakeThreatfox, type FakeThreatfox } from '../../../../../sandbox/threatfox.js';
import { createThreatfoxHttpClient } from '../../../../integrations/threatfox/http-client.js';
import { createUrlhausHttpClient } from '../../../../integrations/urlhaus/http-client.js';
import { createWebRiskHttpClient } from '../../../../integrations/web-risk/http-client.js';
import { openTestDatabase } from '../../../../test/harness.js';
import { reputationSourceContract } from '../reputation-source-contract.js';
import { createThreatfoxSource } from './index.js';

let fake: FakeThreatfox;
let n = 0;
const clients = {
  threatfoxClientFactory: (authKey: string) =>
    createThreatfoxHttpClient({ baseUrl: fake.url, authKey, timeoutMs: 1500 }),
  urlhausClientFactory: (authKey: string) => createUrlhausHttpClient({ baseUrl: 'http://127.0.0.1:9', authKey }),
  webRiskClientFactory: (apiKey: string) => createWebRiskHttpClient({ baseUrl: 'http://127.0.0.1:9', apiKey }),
};

reputationSourceContract(
  'abuse.ch ThreatFox',
  openTestDatabase,
  async () => {
    fake = await startFakeThreatfox();
    return {
      sourceId: 'threatfox',
      clients,
      validKey: fake.authKey,
      listedTarget: '203.0.113.77',
      listedDetail: /^botnet_cc \(Cobalt Strike\), confidence 100$/,
      cleanTarget: () => `clean-${++n}.example.org`,
      invalidTarget: 'ab',
      listedTtlMs: 3600_000,
      switches: fake.switches,
      requestCount: () => fake.requests.length,
      stop: () => fake.stop(),
    };
  },
  () => {
    it('asks search_ioc with the Auth-Key, for an exact match when the target is a URL', async () => {
      const source = createThreatfoxSource({ clients, now: () => new Date() });
      await source.ask(fake.authKey, 'http://clean.example.org/x');
      expect(fake.requests.at(-1)).toMatchObject({
        authKey: fake.authKey,
        body: { query: 'search_ioc', search_term: 'http://clean.example.org/x', exact_match: true },
      });
      await source.ask(fake.authKey, 'clean.example.org');
      expect(fake.requests.at(-1)?.body).toEqual({ query: 'search_ioc', search_term: 'clean.example.org' });
    });

    it('counts neither an IOC ThreatFox doubts nor one that only contains the target', async () => {
      fake.list('doubtful.example.net', { confidence_level: 25 });
      fake.list('http://kit.example.net/a.exe');
      const source = createThreatfoxSource({ clients, now: () => new Date() });
      expect((await source.ask(fake.authKey, 'doubtful.example.net')).status).toBe('clean');
      expect((await source.ask(fake.authKey, 'http://kit.example.net/a.exe')).status).toBe('listed');
      expect((await source.ask(fake.authKey, 'kit.example.net')).status).toBe('clean');
    });
  },
);
