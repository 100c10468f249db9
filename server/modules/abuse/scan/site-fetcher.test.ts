import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWhmState, startFakeWebFront, type FakeWebFront } from '../../../../sandbox/whm.js';
import { isForbiddenAddress } from './address-guard.js';
import { DEFAULT_FETCH_LIMITS, fetchSite, type SiteFetchLimits } from './site-fetcher.js';

// The scanner never goes where a page sends it unless that is another site hosted here: redirects to loopback, to
// the metadata address and to other hosts end the fetch (and a canary on loopback proves nothing was asked of it).
describe('site fetcher', () => {
  const state = new FakeWhmState('server.sandbox.test', '127.0.0.1');
  let front: FakeWebFront;
  let canary: Server;
  let canaryPort = 0;
  let canaryHits = 0;
  let limits: SiteFetchLimits;
  const hosted = new Set<string>();
  const resolve = async (host: string) => (hosted.has(host) ? '127.0.0.1' : null);

  function site(domain: string) {
    hosted.add(domain);
    state.addAccount({ user: domain.slice(0, 8).replace(/[^a-z]/g, 'x'), domain });
  }

  beforeAll(async () => {
    front = await startFakeWebFront(state);
    canary = createServer((_req, res) => {
      canaryHits += 1;
      res.end('secret');
    });
    await new Promise<void>((r) => canary.listen(0, '127.0.0.1', () => r()));
    canaryPort = (canary.address() as AddressInfo).port;
    limits = { ...DEFAULT_FETCH_LIMITS, httpPort: front.port, timeoutMs: 2_000 };
  });
  afterAll(async () => {
    await front?.stop();
    await new Promise<void>((r) => canary?.close(() => r()));
  });

  it('fetches a hosted site by its Host header from its own server address', async () => {
    site('cleanaa.hostfree.test');
    state.putSiteFile('cleanaa.hostfree.test', '/', { body: '<h1>hello</h1>' });
    const result = await fetchSite('cleanaa.hostfree.test', resolve, limits);
    expect(result).toMatchObject({ outcome: 'fetched', httpStatus: 200, body: '<h1>hello</h1>', truncated: false });
    expect(front.requests.at(-1)).toEqual({ host: 'cleanaa.hostfree.test', path: '/' });
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${canaryPort}/`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['another host', () => 'http://evil.example/'],
    ['a hosted site on another port', () => `http://cleanaa.hostfree.test:${canaryPort}/`],
    ['an address in IPv6', () => `http://[::1]:${canaryPort}/`],
  ])('refuses a redirect to %s', async (_name, target) => {
    const domain = `redir${hosted.size}.hostfree.test`;
    site(domain);
    state.putSiteFile(domain, '/', { redirect: target() });
    const result = await fetchSite(domain, resolve, limits);
    expect(result.outcome).toBe('redirect-refused');
    expect(canaryHits).toBe(0);
  });

  it('follows a redirect to another hosted site, and bounds the hops', async () => {
    site('hopaaaa.hostfree.test');
    site('landaaa.hostfree.test');
    state.putSiteFile('hopaaaa.hostfree.test', '/', { redirect: 'http://landaaa.hostfree.test/in' });
    state.putSiteFile('landaaa.hostfree.test', '/in', { body: 'landed' });
    expect(await fetchSite('hopaaaa.hostfree.test', resolve, limits)).toMatchObject({
      outcome: 'fetched',
      url: 'http://landaaa.hostfree.test/in',
      body: 'landed',
      redirects: ['http://hopaaaa.hostfree.test/'],
    });
    site('loopaaa.hostfree.test');
    state.putSiteFile('loopaaa.hostfree.test', '/', { redirect: '/' });
    expect(await fetchSite('loopaaa.hostfree.test', resolve, limits)).toMatchObject({
      outcome: 'redirect-refused',
      reason: 'too many redirects',
    });
  });

  it('bounds size and time', async () => {
    site('bigaaaa.hostfree.test');
    state.putSiteFile('bigaaaa.hostfree.test', '/', { body: 'x'.repeat(4096) });
    expect(await fetchSite('bigaaaa.hostfree.test', resolve, { ...limits, maxBytes: 1000 })).toMatchObject({
      outcome: 'fetched',
      truncated: true,
      body: 'x'.repeat(1000),
    });
    site('slowaaa.hostfree.test');
    front.switches.hang('slowaaa.hostfree.test');
    const result = await fetchSite('slowaaa.hostfree.test', resolve, { ...limits, timeoutMs: 200 });
    expect(result.outcome).toBe('failed');
  });

  it('bounds the whole answer in time, even from a server that keeps dripping bytes', async () => {
    // An idle time-out never fires on a server that sends a byte every 50 ms; the fetch must still end on time.
    const drip = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((r) => drip.listen(0, '127.0.0.1', () => r()));
    try {
      const dripPort = (drip.address() as AddressInfo).port;
      const started = Date.now();
      const result = await fetchSite('drip.hostfree.test', async () => '127.0.0.1', {
        ...limits,
        httpPort: dripPort,
        timeoutMs: 400,
      });
      expect(result).toMatchObject({ outcome: 'failed', error: 'no complete answer within 400 ms' });
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      drip.closeAllConnections();
      await new Promise<void>((r) => drip.close(() => r()));
    }
  });

  it('never connects to link-local, unspecified or multicast addresses', () => {
    for (const address of [
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      'fe80::1',
      '::',
      '::ffff:169.254.169.254',
      '203.0.113.10',
      'x',
    ])
      expect(isForbiddenAddress(address), address).toBe(true);
    for (const address of ['198.18.0.1', '127.0.0.1', '10.0.0.5', '2a01:4f8::1'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });
});
