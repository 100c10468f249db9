import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { bearer, nextAddress, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// The signed-in devices of /settings. The session cache is on (as in production with a change
// feed), so a revoked token must stop working at once, not after the cache's 5 seconds.
describe('signed-in sessions', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { sessionCache: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const UA =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const signIn = async (username: string, password: string, address = nextAddress()) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: { 'user-agent': UA },
      payload: { username, password },
    });
    return res.json().token as string;
  };
  const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(token) });
  const who = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

  it('lists own sessions with browser, address and the current one marked', async () => {
    const u = await registerUser(t.app);
    const second = await signIn(u.email, u.password, '198.51.100.7');
    const res = await list(second);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions as { id: number; browser: string; address: string | null; current: boolean }[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    expect(current).toMatchObject({ browser: 'Chrome on Windows', address: '198.51.100.7' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(res.json())).not.toMatch(/[0-9a-f]{64}/); // no token digests
  });

  it('revokes one own session at once (cache dropped), never the current one or another user’s', async () => {
    const u = await registerUser(t.app);
    const other = await signIn(u.email, u.password);
    expect((await who(other)).statusCode).toBe(200); // now cached
    const sessions = (await list(u.token)).json().sessions as { id: number; current: boolean }[];
    const otherId = sessions.find((s) => !s.current)!.id;
    const currentId = sessions.find((s) => s.current)!.id;

    const stranger = await registerUser(t.app);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${otherId}`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await who(other)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user/sessions/150000', headers: bearer(u.token) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user/sessions/2147483648', headers: bearer(u.token) }))
        .statusCode,
    ).toBe(400);

    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${currentId}`,
      headers: bearer(u.token),
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.cannotRevokeCurrent);

    const ok = await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${otherId}`, headers: bearer(u.token) });
    expect(ok.statusCode).toBe(200);
    expect((await who(other)).statusCode).toBe(401);
    expect((await who(u.token)).statusCode).toBe(200);
  });

  it('signs out all others and keeps the current one', async () => {
    const u = await registerUser(t.app);
    const a = await signIn(u.email, u.password);
    const b = await signIn(u.email, u.password);
    await who(a);
    await who(b);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/revoke-others',
      headers: bearer(u.token),
    });
    expect(res.json()).toEqual({ message: ACCOUNT_SAFETY_MESSAGES.otherSessionsRevoked, revoked: 2 });
    expect((await who(a)).statusCode).toBe(401);
    expect((await who(b)).statusCode).toBe(401);
    expect((await who(u.token)).statusCode).toBe(200);
    expect((await list(u.token)).json().sessions).toHaveLength(1);
  });

  it('a password change signs out every other session', async () => {
    const u = await registerUser(t.app);
    const other = await signIn(u.email, u.password);
    await who(other);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${u.user.id}`,
      headers: bearer(u.token),
      payload: { password: 'a-new-password-1', currentPassword: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await who(other)).statusCode).toBe(401);
    expect((await who(u.token)).statusCode).toBe(200);
    const events = (
      await t.app.inject({ method: 'GET', url: '/api/user/security-events', headers: bearer(u.token) })
    ).json().events as { action: string }[];
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['password.changed', 'auth.sign_in']));
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/sessions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/sessions/revoke-others' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/sessions/1' })).statusCode).toBe(401);
  });
});
