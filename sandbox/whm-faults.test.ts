// Contract tests of failures: the real WHM client against the fake WHM when it refuses, breaks, hangs or
// lies, and the client's own refusals (control characters, bad usernames) that must send nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWhmHttpClient } from '../server/integrations/whm/http-client.js';
import { WhmError, type WhmClient } from '../server/integrations/whm/types.js';
import { startFakeWhm, type FakeWhm } from './whm.js';

let whm: FakeWhm;
let client: WhmClient;
const TIMEOUT_MS = 300;

beforeAll(async () => {
  whm = await startFakeWhm();
  client = createWhmHttpClient(whm.connection({ timeoutMs: TIMEOUT_MS, slowTimeoutMs: TIMEOUT_MS }));
});
afterAll(() => whm.stop());
beforeEach(() => {
  whm.switches.reset();
  whm.state.clear();
  whm.requests.length = 0;
});

const input = (username: string, domain = `${username}.example.net`) => ({
  username,
  domain,
  password: 'Str0ng-Pass!',
  plan: 'free_plan',
});

describe('WHM failures seen through the client', () => {
  it('a wrong token is an auth error; the fake answers 403 text/plain with the cpanelresult body', async () => {
    const wrong = createWhmHttpClient(whm.connection({ token: 'WRONGTOKEN' }));
    await expect(wrong.version()).rejects.toMatchObject({ kind: 'auth' });
    const raw = await fetch(`${whm.url}/json-api/version?api.version=1`);
    expect(raw.status).toBe(403);
    expect(raw.headers.get('content-type')).toContain('text/plain');
    expect(await raw.json()).toMatchObject({ cpanelresult: { error: 'Access denied' } });
  });

  it('HTTP 500 is an http error', async () => {
    whm.switches.fail('version');
    await expect(client.version()).rejects.toMatchObject({ kind: 'http', message: expect.stringContaining('500') });
  });

  it('a 200 that is not JSON is malformed, and so is JSON without the API 1 envelope', async () => {
    whm.switches.garbage();
    await expect(client.listPackages()).rejects.toMatchObject({ kind: 'malformed' });
    whm.switches.reset();
    const oldStyle = await fetch(`${whm.url}/json-api/listaccts`, {
      headers: { authorization: `whm root:${whm.token}` },
    });
    expect(await oldStyle.json()).not.toHaveProperty('metadata');
  });

  it('metadata.result 0 is an api error: the reason without its prefixes, the raw reason kept', async () => {
    whm.switches.resultZero(
      'removeacct',
      'API failure: (XID 4hnk2v) alice account was not completely removed (quota).',
    );
    const error = await client.removeAccount('alice').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhmError);
    expect(error).toMatchObject({
      kind: 'api',
      message: 'alice account was not completely removed (quota).',
      reason: 'API failure: (XID 4hnk2v) alice account was not completely removed (quota).',
    });
  });

  it('a hanging WHM is a timeout after the configured limit, for fast and slow calls alike', async () => {
    whm.switches.hang();
    await expect(client.version()).rejects.toMatchObject({ kind: 'timeout' });
    await expect(client.createAccount(input('mona'))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a slow createacct past the limit times out, yet the account exists and is found, not created twice', async () => {
    whm.switches.slow('createacct', TIMEOUT_MS * 2);
    await expect(client.createAccount(input('nina'))).rejects.toMatchObject({ kind: 'timeout' });
    // The fake finishes the work after the client gave up, as a real server does.
    await vi.waitFor(() => expect(whm.state.account('nina')).toBeDefined(), { timeout: 5_000 });
    whm.switches.reset();
    expect((await client.accountSummary({ user: 'nina' }))?.domain).toBe('nina.example.net');
  });

  it('a held createacct does nothing until released, then creates the account and answers', async () => {
    const patient = createWhmHttpClient(whm.connection({ timeoutMs: 5_000, slowTimeoutMs: 5_000 }));
    const release = whm.switches.hold('createacct');
    let settled = false;
    const created = patient.createAccount(input('pia')).finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(whm.requests.some((r) => r.fn === 'createacct')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(whm.state.account('pia')).toBeUndefined();
    release();
    await created;
    expect(whm.state.account('pia')).toBeDefined();
  });

  it('createacct that creates and then hangs: found by accountsummary, and a second createacct is refused', async () => {
    whm.switches.hangAfter('createacct');
    await expect(client.createAccount(input('olga'))).rejects.toMatchObject({ kind: 'timeout' });
    whm.switches.reset();
    expect(await client.accountSummary({ user: 'olga' })).toMatchObject({ user: 'olga', domain: 'olga.example.net' });
    await expect(client.createAccount(input('olga'))).rejects.toMatchObject({
      kind: 'api',
      message: 'This system already has an account named “olga”.',
    });
    expect(whm.state.accounts.size).toBe(1);
  });

  it('a refused connection is a network error', async () => {
    const stopped = await startFakeWhm();
    const url = stopped.url;
    await stopped.stop();
    await expect(
      createWhmHttpClient({ baseUrl: url, username: 'root', token: 'X', timeoutMs: TIMEOUT_MS }).version(),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it('never follows a redirect (SSRF): a 302 is an http error and its target is never asked', async () => {
    whm.switches.redirect('version', `${whm.url}/json-api/listpkgs?api.version=1`);
    await expect(client.version()).rejects.toMatchObject({
      kind: 'http',
      message: expect.stringContaining('redirect'),
    });
    expect(whm.requests.map((r) => r.fn)).toEqual(['version']);
  });

  it.each([
    ['CR/LF in a domain', () => client.createAccount(input('pete', 'pete.example.net\r\nX-Injected: 1'))],
    ['LF in a suspension reason', () => client.suspendAccount('pete', 'spam\nhasroot=1')],
    ['NUL in a username', () => client.removeAccount('pete\u0000')],
    ['DEL in a package name', () => client.changePackage('pete', 'free\u007f')],
    ['U+2028 in a preferred domain', () => client.createUserSession('pete', 'cpaneld', 'a\u2028b')],
    ['CR in a search', () => client.listAccounts({ searchtype: 'domain', search: 'a\rb' })],
    ['LF in a StatsBar user', () => client.usageStats('pete\n')],
    ['CR/LF in the token', () => createWhmHttpClient(whm.connection({ token: 'ABC\r\nX: y' })).version()],
  ])('%s is refused as invalid and nothing reaches WHM', async (_label, call) => {
    await expect(call()).rejects.toMatchObject({ kind: 'invalid' });
    expect(whm.requests).toEqual([]);
  });

  it.each([
    ['1alice', 'start with a letter'],
    ['Alice', 'lower case'],
    ['al_ice', 'start with a letter'],
    ['testuser', 'not a valid username'],
    ['root', 'reserved username'],
    ['abcdefghijklmnopq', '1 to 16'],
    ['mypassword', 'not a valid username'],
  ])('createacct with username %s is refused before sending (%s)', async (username, fragment) => {
    await expect(client.createAccount(input(username))).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(fragment),
    });
    expect(whm.requests).toEqual([]);
  });

  it('an https-less or credential-bearing URL is refused before sending', async () => {
    await expect(
      createWhmHttpClient({ baseUrl: 'ftp://whm.example.net', username: 'root', token: 'T' }).version(),
    ).rejects.toMatchObject({ kind: 'invalid' });
    await expect(
      createWhmHttpClient({ baseUrl: `http://ok@127.0.0.1:1`, username: 'root', token: 'T' }).version(),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('the calls the fake is answering at once', () => {
  it('counts slow calls in flight together, and none once they are answered', async () => {
    whm.switches.slow('version', 100);
    const before = whm.calls();
    await Promise.all([client.version(), client.version(), client.version()]);
    const after = whm.calls();
    expect(after.peakInFlight).toBeGreaterThanOrEqual(3);
    expect(after.total - before.total).toBe(3);
    expect(after.inFlight).toBe(0);
  });
});
