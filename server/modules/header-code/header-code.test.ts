import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '../../../contract/marketing.js';
import { bearer, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

// 001 §5 header code rules, §7 calls: admin CRUD, the public active list ordered by position.
describe('custom header code', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    ({ t, admin, client } = await startAdminTestApp());
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    token: string | null = admin.token,
  ) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const active = async () =>
    (await call('GET', '/api/custom-header-codes/active', undefined, null)).json() as {
      name: string;
      position: number;
    }[];

  it.each([
    ['GET', '/api/custom-header-codes'],
    ['POST', '/api/custom-header-codes'],
    ['PUT', '/api/custom-header-codes/1'],
    ['DELETE', '/api/custom-header-codes/1'],
  ] as const)('%s %s: 401 signed out, 403 for a client', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? { name: 'x', code: '<meta name="x">' } : undefined;
    expect((await call(method, url, body, null)).statusCode).toBe(401);
    expect((await call(method, url, body, client.token)).statusCode).toBe(403);
  });

  it('the active list is public and empty at first', async () => {
    const res = await call('GET', '/api/custom-header-codes/active', undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    [{ name: '', code: '<meta>' }, MARKETING_MESSAGES.nameRequired],
    [{ name: 'x', code: '  ' }, MARKETING_MESSAGES.codeRequired],
    [{ name: 'x', code: '<meta>', position: 1.5 }, MARKETING_MESSAGES.positionInteger],
    [{ name: 'x', code: '<meta>', extra: 1 }, undefined],
  ])('refuses %j with 400', async (body, message) => {
    const res = await call('POST', '/api/custom-header-codes', body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect((await call('GET', '/api/custom-header-codes')).json()).toEqual([]);
  });

  it('creates, lists by position (lower first), toggles with only isActive, edits and deletes', async () => {
    const late = (
      await call('POST', '/api/custom-header-codes', { name: 'Late', code: '<meta name="late">', position: 5 })
    ).json();
    const early = await call('POST', '/api/custom-header-codes', {
      name: 'Early',
      code: '<script>window.early=1</script>',
      position: -1,
    });
    expect(early.statusCode).toBe(201);
    expect(early.json()).toMatchObject({ name: 'Early', isActive: true, position: -1 });
    const dflt = (await call('POST', '/api/custom-header-codes', { name: 'Default', code: '<meta name="d">' })).json();
    expect(dflt.position).toBe(0);
    expect((await active()).map((c) => c.name)).toEqual(['Early', 'Default', 'Late']);

    const off = await call('PUT', `/api/custom-header-codes/${late.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, name: 'Late', code: '<meta name="late">' });
    expect((await active()).map((c) => c.name)).toEqual(['Early', 'Default']);

    expect((await call('PUT', `/api/custom-header-codes/${dflt.id}`, { name: 'First', position: -5 })).statusCode).toBe(
      200,
    );
    expect((await active()).map((c) => c.name)).toEqual(['First', 'Early']);
    expect(Object.keys((await active())[0]!).sort()).toEqual(['code', 'id', 'name', 'position']);

    expect((await call('DELETE', `/api/custom-header-codes/${dflt.id}`)).json()).toEqual({
      message: MARKETING_MESSAGES.headerCodeDeleted,
    });
    expect((await call('DELETE', `/api/custom-header-codes/${dflt.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/custom-header-codes/999999', { isActive: true })).statusCode).toBe(404);
    expect((await call('GET', '/api/custom-header-codes')).json().map((c: { name: string }) => c.name)).toEqual([
      'Early',
      'Late',
    ]);
  });
});
