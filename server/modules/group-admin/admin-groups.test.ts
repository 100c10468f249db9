import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type UserGroup } from '../../../contract/admin.js';
import { userGroups } from '../../db/schema/index.js';
import { bearer, nextAddress, readUserRow, registerUser, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

describe('admin user groups (001 §2 User Groups Management, §5, §7)', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    ({ t, admin, client } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    token: string | undefined = admin.token,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const list = async () => (await call('GET', '/api/admin/user-groups')).json() as UserGroup[];
  const byName = async (name: string) => (await list()).find((g) => g.name === name)!;
  const create = (body: Record<string, unknown>) => call('POST', '/api/admin/user-groups', body);

  it.each([
    ['GET', '/api/admin/user-groups', undefined],
    ['POST', '/api/admin/user-groups', { name: 'x', displayName: 'X' }],
    ['PUT', '/api/admin/user-groups/1', { displayName: 'X' }],
    ['DELETE', '/api/admin/user-groups/3', undefined],
  ] as const)('%s %s: 401 signed out, 403 for a client', async (method, url, body) => {
    expect((await call(method, url, body, '')).statusCode).toBe(401);
    expect((await call(method, url, body, client.token)).statusCode).toBe(403);
  });

  it('lists Free and Donor (protected) with their member counts', async () => {
    // New accounts join Free at registration: both users of this file are members.
    const free = await byName('Free');
    expect(free).toMatchObject({
      displayName: 'Free',
      maxHostingAccounts: 2,
      maxDevices: 2,
      isActive: true,
      isProtected: true,
      userCount: 2,
    });
    const donor = await byName('Donor');
    expect(donor).toMatchObject({ isProtected: true, userCount: 0 });
    await call('POST', `/api/admin/users/${client.user.id}/assign-group`, { userGroupId: donor.id });
    expect((await byName('Donor')).userCount).toBe(1);
    expect((await byName('Free')).userCount).toBe(1);
    await call('POST', `/api/admin/users/${client.user.id}/assign-group`, { userGroupId: null });
  });

  it('creates a group with the defaults 2 and 2 and refuses a duplicate name', async () => {
    const res = await create({ name: 'Testers', displayName: 'Beta testers', description: 'Early access' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Testers',
      displayName: 'Beta testers',
      description: 'Early access',
      maxHostingAccounts: 2,
      maxDevices: 2,
      isActive: true,
      userCount: 0,
      isProtected: false,
    });
    const again = await create({ name: 'testers', displayName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_MESSAGES.groupNameTaken);
  });

  it('validates with clear messages and writes nothing', async () => {
    const before = (await list()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ displayName: 'X' }, ADMIN_MESSAGES.groupNameRequired],
      [{ name: '  ', displayName: 'X' }, ADMIN_MESSAGES.groupNameRequired],
      [{ name: 'n1' }, ADMIN_MESSAGES.groupDisplayNameRequired],
      [{ name: 'n1', displayName: 'X', maxHostingAccounts: 0 }, ADMIN_MESSAGES.groupMaxHostingMin],
      [{ name: 'n1', displayName: 'X', maxDevices: 0 }, ADMIN_MESSAGES.groupMaxDevicesMin],
      [{ name: 'n1', displayName: 'X', maxDevices: 1.5 }, ADMIN_MESSAGES.groupMaxDevicesMin],
      [{ name: 'n1', displayName: 'X', maxDevices: '3' }, ADMIN_MESSAGES.groupMaxDevicesMin],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await create({ name: 'n1', displayName: 'X', id: 77 })).statusCode).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it('updates any subset of the fields; Free and Donor keep their names', async () => {
    const group = (await create({ name: 'Editors', displayName: 'Editors' })).json() as UserGroup;
    const res = await call('PUT', `/api/admin/user-groups/${group.id}`, {
      displayName: 'Site editors',
      maxHostingAccounts: 5,
      isActive: false,
      description: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: group.id,
      name: 'Editors',
      displayName: 'Site editors',
      maxHostingAccounts: 5,
      maxDevices: 2,
      isActive: false,
      description: null,
    });
    expect((await call('PUT', `/api/admin/user-groups/${group.id}`, { maxDevices: 0 })).json().message).toBe(
      ADMIN_MESSAGES.groupMaxDevicesMin,
    );
    expect((await call('PUT', `/api/admin/user-groups/${group.id}`, { name: 'free' })).statusCode).toBe(409);

    const free = await byName('Free');
    const rename = await call('PUT', `/api/admin/user-groups/${free.id}`, { name: 'Gratis' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toBe(ADMIN_MESSAGES.groupProtectedRename);
    const limits = await call('PUT', `/api/admin/user-groups/${free.id}`, { name: 'Free', maxDevices: 3 });
    expect(limits.statusCode).toBe(200);
    expect(limits.json()).toMatchObject({ name: 'Free', maxDevices: 3 });
    // The new limit is what a member without a group gets.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/group-limits', headers: bearer(client.token) })).json()
        .maxDevices,
    ).toBe(3);
    expect((await call('PUT', '/api/admin/user-groups/987654', { displayName: 'X' })).statusCode).toBe(404);
  });

  it('Free and Donor cannot be deleted', async () => {
    for (const name of ['Free', 'Donor']) {
      const group = await byName(name);
      const res = await call('DELETE', `/api/admin/user-groups/${group.id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The Free and Donor groups cannot be deleted');
    }
    expect((await t.database.db.select().from(userGroups).where(eq(userGroups.name, 'Donor'))).length).toBe(1);
  });

  it('deleting a group leaves its members without a group', async () => {
    const group = (
      await create({ name: 'Temporary', displayName: 'Temporary', maxHostingAccounts: 9 })
    ).json() as UserGroup;
    const member = await registerUser(t.app);
    await call('POST', `/api/admin/users/${member.user.id}/assign-group`, { userGroupId: group.id });
    expect((await byName('Temporary')).userCount).toBe(1);
    const res = await call('DELETE', `/api/admin/user-groups/${group.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User group deleted successfully.' });
    expect((await readUserRow(t.database.db, member.user.id)).userGroupId).toBeNull();
    expect(await byName('Temporary')).toBeUndefined();
    expect((await call('DELETE', `/api/admin/user-groups/${group.id}`)).statusCode).toBe(404);
  });
});
