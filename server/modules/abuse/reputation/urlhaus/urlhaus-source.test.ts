// abuse.ch URLhaus through the real client against sandbox/urlhaus.ts: the shared source contract, the host lookup,
// and a URL URLhaus marks offline (kept in its history, no longer served) not counted as a listing.
import { expect, it } from 'vitest';
import { startFakeUrlhaus, type FakeUrlhaus } from '../../../../../sandbox/urlhaus.js';
import { createThreatfoxHttpClient } from '../../../../integrations/threatfox/http-client.js';
import { createUrlhausHttpClient } from '../../../../integrations/urlhaus/http-client.js';
import { createWebRiskHttpClient } from '../../../../integrations/web-risk/http-client.js';
import { openTestDatabase } from '../../../../test/harness.js';
import { reputationSourceContract } from '../reputation-source-contract.js';
import { createUrlhausSource } from './index.js';

let fake: FakeUrlhaus;
let n = 0;
const clients = {
  urlhausClientFactory: (authKey: string) => createUrlhausHttpClient({ baseUrl: fake.url, authKey, timeoutMs: 1500 }),
  webRiskClientFactory: (apiKey: string) => createWebRiskHttpClient({ baseUrl: 'http://127.0.0.1:9', apiKey }),
  threatfoxClientFactory: (authKey: string) => createThreatfoxHttpClient({ baseUrl: 'http://127.0.0.1:9', authKey }),
};

reputationSourceContract(
  'abuse.ch URLhaus',
  openTestDatabase,
  async () => {
    fake = await startFakeUrlhaus();
    return {
      sourceId: 'urlhaus',
      clients,
      validKey: fake.authKey,
      listedTarget: 'http://203.0.113.66/bins/mozi.m',
      listedDetail: /^malware_download \(online\) \[elf, Mozi\]$/,
      cleanTarget: () => `http://clean-${++n}.example.org/index.html`,
      invalidTarget: 'javascript:alert(1)',
      listedTtlMs: 3600_000,
      switches: fake.switches,
      requestCount: () => fake.requests.length,
      stop: () => fake.stop(),
    };
  },
  () => {
    it('sends the Auth-Key header and a form field, and asks a bare host at /v1/host/', async () => {
      const source = createUrlhausSource({ clients, now: () => new Date() });
      const answer = await source.ask(fake.authKey, '203.0.113.66');
      expect(answer.status).toBe('listed');
      expect(answer.findings[0].detail).toMatch(/^1 URL serving malware: malware_download \(online\)/);
      const last = fake.requests.at(-1)!;
      expect(last).toMatchObject({
        path: '/v1/host/',
        method: 'POST',
        authKey: fake.authKey,
        form: { host: '203.0.113.66' },
      });
      expect((await source.ask(fake.authKey, 'clean.example.org')).status).toBe('clean');
    });

    it('does not count a URL URLhaus marks offline as what the site serves now', async () => {
      fake.list('http://198.51.100.7/old.exe', { url_status: 'offline' });
      const source = createUrlhausSource({ clients, now: () => new Date() });
      expect((await source.ask(fake.authKey, 'http://198.51.100.7/old.exe')).status).toBe('clean');
      expect((await source.ask(fake.authKey, '198.51.100.7')).status).toBe('clean');
    });
  },
);
