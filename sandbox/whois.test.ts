// Contract tests: the real WHOIS client (server/integrations/whois) against sandbox/whois.ts, IANA referral included.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHostRateLimiter } from '../server/integrations/domain-lookup/rate-limit.js';
import { createWhoisClient } from '../server/integrations/whois/client.js';
import { parseWhoisOverrides, parseWhoisServer } from '../server/integrations/whois/servers.js';
import { WhoisError, type WhoisClientOptions } from '../server/integrations/whois/types.js';
import { startFakeWhois, type FakeWhois } from './whois.js';

describe('WHOIS client against sandbox/whois.ts', () => {
  let whois: FakeWhois;
  beforeAll(async () => {
    whois = await startFakeWhois({ registered: ['taken.co.za', 'taken.im', 'taken.com'] });
  });
  afterAll(async () => {
    await whois.stop();
  });
  afterEach(() => {
    whois.switches.reset();
  });

  /** As production: IANA at whois.iana.org, co.za overridden to ZACR's server; every host dialled to the sandbox. */
  const client = (over: Partial<WhoisClientOptions> = {}) =>
    createWhoisClient({
      ianaServer: parseWhoisServer('whois.iana.org')!,
      overrides: parseWhoisOverrides('co.za=whois.registry.net.za'),
      timeoutMs: 300,
      dial: whois.dial,
      ...over,
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('resolved');
      },
      (e: unknown) => e as WhoisError,
    );

  it('.im: IANA refers to whois.nic.im, whose "was not found" is free and whose record is taken', async () => {
    const c = client();
    whois.dialed.length = 0;
    await expect(c.lookUpDomain('free-gift.im')).resolves.toEqual({
      status: 'available',
      server: 'whois://whois.nic.im',
    });
    await expect(c.lookUpDomain('Taken.IM')).resolves.toMatchObject({
      status: 'registered',
      server: 'whois://whois.nic.im',
      summary: { 'domain name': 'taken.im' },
    });
    // One referral for the TLD, then the registry only (the referral is cached).
    expect(whois.dialed).toEqual(['whois.iana.org', 'whois.nic.im', 'whois.nic.im']);
  });

  it('.co.za: the override goes straight to ZACR (IANA names no WHOIS server for za); "Available" is free', async () => {
    const c = client();
    whois.dialed.length = 0;
    await expect(c.lookUpDomain('fresh-name.co.za')).resolves.toMatchObject({
      status: 'available',
      server: 'whois://whois.registry.net.za',
    });
    await expect(c.lookUpDomain('taken.co.za')).resolves.toMatchObject({ status: 'registered' });
    expect(whois.dialed).toEqual(['whois.registry.net.za', 'whois.registry.net.za']);
    // Without the override, IANA's record for za names no server: no registry (never a guess).
    const bare = client({ overrides: new Map() });
    expect(await failure(bare.lookUpDomain('fresh-name.co.za'))).toMatchObject({
      kind: 'no-registry',
      message: 'IANA names no WHOIS server for .za',
    });
  });

  it('an override with a port reaches that server (WHOIS_SERVER_OVERRIDES as the e2e server sets it)', async () => {
    const direct = createWhoisClient({
      ianaServer: { host: '127.0.0.1', port: whois.port },
      overrides: parseWhoisOverrides(`co.za=${whois.address},im=${whois.address}`),
      timeoutMs: 500,
    });
    await expect(direct.lookUpDomain('taken.co.za')).resolves.toMatchObject({
      status: 'registered',
      server: `whois://${whois.address}`,
    });
    await expect(direct.lookUpDomain('open.im')).resolves.toMatchObject({ status: 'available' });
    expect(whois.queries.slice(-2).map((q) => q.query)).toEqual(['taken.co.za', 'open.im']);
  });

  it('caches the referral for its TTL, asks IANA again after it, and keeps a stale one when IANA fails', async () => {
    let clock = 0;
    const c = client({ referralTtlMs: 1000, now: () => clock });
    const ianaQueries = () => whois.queries.filter((q) => q.target === 'iana' && q.query === 'im').length;
    const before = ianaQueries();
    await Promise.all([c.lookUpDomain('a1.im'), c.lookUpDomain('a2.im'), c.lookUpDomain('a3.im')]);
    expect(ianaQueries() - before).toBe(1);
    clock = 2000;
    await c.lookUpDomain('a4.im');
    expect(ianaQueries() - before).toBe(2);
    clock = 4000;
    whois.switches.fail({ target: 'iana' });
    await expect(c.lookUpDomain('a5.im')).resolves.toMatchObject({ status: 'available' });
    // No referral yet and IANA down: a failure, not a guess.
    expect(await failure(client().lookUpDomain('x.im'))).toMatchObject({ kind: 'unavailable' });
  });

  it.each([
    ['a registry that hangs', () => whois.switches.hang({ target: 'im' }), 'timeout'],
    ['a registry that closes without a word', () => whois.switches.fail({ target: 'im' }), 'unavailable'],
    ['a registry answering garbage', () => whois.switches.garbage({ target: 'im' }), 'unreadable'],
    ['a registry answering "Query rate exceeded"', () => whois.switches.rateLimit({ target: 'im' }), 'rate-limited'],
    ['IANA hanging', () => whois.switches.hang({ target: 'iana' }), 'timeout'],
    ['IANA answering garbage', () => whois.switches.garbage({ target: 'iana' }), 'unreadable'],
  ] as const)('%s is a failure (%s), never a guess', async (_name, arm, kind) => {
    arm();
    const error = await failure(client().lookUpDomain('whatever.im'));
    expect(error).toBeInstanceOf(WhoisError);
    expect(error.kind).toBe(kind);
    if (kind === 'rate-limited') expect(error.retryAfterSeconds).toBe(60);
  });

  it('a slow registry within the time-out still answers; past it, the time-out is the answer', async () => {
    whois.switches.slow(100, { target: 'co.za', times: 1 });
    await expect(client({ timeoutMs: 2000 }).lookUpDomain('slow.co.za')).resolves.toMatchObject({
      status: 'available',
    });
    whois.switches.slow(500, { target: 'co.za', times: 1 });
    const started = Date.now();
    expect(await failure(client({ timeoutMs: 150 }).lookUpDomain('slow.co.za'))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('a token bucket per WHOIS host: a spent host is refused without a connection, another host is not', async () => {
    let clock = 0;
    const c = client({
      now: () => clock,
      limiter: createHostRateLimiter({ capacity: 2, refillPerSecond: 0.5, now: () => clock }),
    });
    await c.lookUpDomain('one.co.za');
    await c.lookUpDomain('two.co.za');
    whois.dialed.length = 0;
    expect(await failure(c.lookUpDomain('three.co.za'))).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 2 });
    expect(whois.dialed).toEqual([]);
    await expect(c.lookUpDomain('other.im')).resolves.toMatchObject({ status: 'available' });
    clock = 2000;
    await expect(c.lookUpDomain('three.co.za')).resolves.toMatchObject({ status: 'available' });
  });

  it('speaks RFC 3912 on the wire: one line with CRLF, the answer, then the server closes', async () => {
    const { connect } = await import('node:net');
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port: whois.port }, () => socket.write('taken.im\r\n'));
      let out = '';
      socket.on('data', (c: Buffer) => {
        out += c.toString();
      });
      socket.on('end', () => resolve(out));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^Domain Name: taken\.im\r\n/);
  });
});
