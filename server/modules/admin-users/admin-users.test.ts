import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_USERS_LIMIT } from '../../../contract/admin.js';
import { mailOutbox, sessions, userGroups } from '../../db/schema/index.js';
import {
  bearer,
  nextAddress,
  readUserRow,
  registerAdmin,
  registerUser,
  type SignedInUser,
} from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

describe('admin users: list, edit, assign group (001 §7)', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    ({ t, admin, client } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: InjectOptions['method'], url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const put = (id: number, body: unknown, token = admin.token) => call('PUT', `/api/admin/users/${id}`, token, body);
  const groupId = async (name: string) =>
    (await t.database.db.select().from(userGroups).where(eq(userGroups.name, name)))[0].id;

  it.each([
    ['GET', '/api/admin/users', undefined],
    ['PUT', '/api/admin/users/1', {}],
    ['DELETE', '/api/admin/users/1', undefined],
    ['POST', '/api/admin/users/1/assign-group', { userGroupId: null }],
  ] as const)('%s %s: 401 signed out, 403 for a client', async (method, url, body) => {
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const refused = await call(method, url, client.token, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Admin access required' });
  });

  it('lists users newest first with the admin fields only', async () => {
    const res = await call('GET', '/api/admin/users', admin.token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list[0].id).toBe(client.user.id);
    expect(list.map((u) => u.id)).toContain(admin.user.id);
    expect(Object.keys(list[0]).sort()).toEqual([
      'createdAt',
      'email',
      'firstName',
      'id',
      'isAnonymous',
      'lastName',
      'role',
      'suspendReason',
      'suspendedAt',
      'twoFactorEnabled',
      'userGroupId',
      'username',
    ]);
    expect(JSON.stringify(list)).not.toMatch(/hash|recovery/i);
  });

  it('searches username, e-mail and name case-insensitively, wildcards taken literally', async () => {
    const marie = await registerUser(t.app, {
      username: 'marie_curie',
      firstName: 'Marie',
      lastName: 'Skłodowska',
      email: `radium${Date.now()}@lab.test`,
    });
    const plain = await registerUser(t.app, { username: 'mariexcurie' });
    const ids = async (search: string) =>
      (
        (await call('GET', `/api/admin/users?search=${encodeURIComponent(search)}`, admin.token)).json() as {
          id: number;
        }[]
      ).map((u) => u.id);
    expect(await ids('RADIUM')).toEqual([marie.user.id]);
    expect(await ids('marie sk')).toEqual([marie.user.id]);
    expect(await ids('skłodowska')).toEqual([marie.user.id]);
    // '_' is a literal underscore, not "any character": mariexcurie does not match.
    expect(await ids('marie_')).toEqual([marie.user.id]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('mariexc')).toEqual([plain.user.id]);
    expect((await ids('  ')).length).toBeGreaterThanOrEqual(4);
    expect(ADMIN_USERS_LIMIT).toBe(500);
  });

  it('changes role, names, e-mail and group, and answers the user', async () => {
    const target = await registerUser(t.app);
    const donor = await groupId('Donor');
    const res = await put(target.user.id, {
      role: 'admin',
      firstName: ' Ada ',
      lastName: '',
      email: '  ada@example.test ',
      userGroupId: donor,
      username: 'ada_l',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.user.id,
      role: 'admin',
      firstName: 'Ada',
      lastName: null,
      email: 'ada@example.test',
      userGroupId: donor,
      username: 'ada_l',
    });
    expect(await readUserRow(t.database.db, target.user.id)).toMatchObject({
      role: 'admin',
      email: 'ada@example.test',
      userGroupId: donor,
    });
  });

  it('validates with the spec messages and changes nothing on a refusal', async () => {
    const target = await registerUser(t.app);
    const before = await readUserRow(t.database.db, target.user.id);
    const cases: [unknown, string][] = [
      [{ username: '' }, 'Username is required'],
      [{ username: '   ' }, 'Username is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: 'abc' }, 'Password must be at least 6 characters'],
      [{ role: 'root' }, 'Role must be client or admin'],
      [{ userGroupId: 'abc' }, 'User group must be a group id or null'],
      [{ userGroupId: 99_999 }, ADMIN_MESSAGES.groupNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await put(target.user.id, { firstName: 'Changed', ...(body as object) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await readUserRow(t.database.db, target.user.id)).toEqual(before);
  });

  it('refuses fields outside the contract (mass assignment)', async () => {
    const target = await registerUser(t.app);
    for (const body of [
      { isAnonymous: true },
      { passwordHash: 'x' },
      { recoveryPhraseHash: 'x' },
      { id: 1 },
      { createdAt: '2000-01-01' },
    ]) {
      const res = await put(target.user.id, { firstName: 'X', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await readUserRow(t.database.db, target.user.id)).firstName).toBe('Test');
  });

  it('refuses an e-mail or username another user has, case-insensitively', async () => {
    const target = await registerUser(t.app);
    const email = await put(target.user.id, { email: client.email.toUpperCase() });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toContain('EMAIL_ALREADY_EXISTS');
    const username = await put(target.user.id, { username: client.user.username.toUpperCase() });
    expect(username.statusCode).toBe(409);
    expect(username.json().message).toBe('Username is already taken');
    // Their own values are no conflict.
    expect(
      (await put(target.user.id, { email: target.email.toUpperCase(), username: target.user.username })).statusCode,
    ).toBe(200);
  });

  it('a blank e-mail clears it; a blank password changes nothing', async () => {
    const target = await registerUser(t.app);
    const hashBefore = (await readUserRow(t.database.db, target.user.id)).passwordHash;
    const res = await put(target.user.id, { email: '', password: '   ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBeNull();
    expect((await readUserRow(t.database.db, target.user.id)).passwordHash).toBe(hashBefore);
    expect((await call('GET', '/api/user', target.token)).statusCode).toBe(200);
  });

  it('sets a password (argon2id) and ends that user’s sessions', async () => {
    const target = await registerUser(t.app);
    expect((await put(target.user.id, { password: 'brand-new-pw' })).statusCode).toBe(200);
    expect((await readUserRow(t.database.db, target.user.id)).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await call('GET', '/api/user', target.token)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    const login = await call('POST', '/api/auth/login', undefined, {
      username: target.user.username,
      password: 'brand-new-pw',
    });
    expect(login.statusCode).toBe(200);
    // The owner is told, as when they change it themselves: they did not do it.
    const told = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, target.user.id));
    expect(told.map((m) => m.template)).toContain('password-changed');
  });

  it('an admin setting their own password keeps their current session', async () => {
    const me = await registerAdmin(t.app, t.database.db);
    expect((await put(me.user.id, { password: 'my-new-password' }, me.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', me.token)).statusCode).toBe(200);
  });

  it('an admin cannot demote themselves, but may demote another admin', async () => {
    const me = await registerAdmin(t.app, t.database.db);
    const res = await put(me.user.id, { role: 'client' }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MESSAGES.cannotDemoteSelf);
    expect((await readUserRow(t.database.db, me.user.id)).role).toBe('admin');
    expect((await put(me.user.id, { role: 'admin', firstName: 'Still' }, me.token)).statusCode).toBe(200);
    const other = await registerAdmin(t.app, t.database.db);
    expect((await put(other.user.id, { role: 'client' }, me.token)).json().role).toBe('client');
  });

  it('a role change takes effect on the very next request (security-test-plan A7)', async () => {
    const target = await registerUser(t.app);
    expect((await call('GET', '/api/admin/users', target.token)).statusCode).toBe(403);
    expect((await put(target.user.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', target.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', target.token)).json().role).toBe('admin');
    expect((await put(target.user.id, { role: 'client' })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', target.token)).statusCode).toBe(403);
  });

  it('assign-group sets or clears the group, refusing unknown groups and extra keys', async () => {
    const target = await registerUser(t.app);
    const donor = await groupId('Donor');
    const url = `/api/admin/users/${target.user.id}/assign-group`;
    const assigned = await call('POST', url, admin.token, { userGroupId: donor });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ id: target.user.id, userGroupId: donor });
    expect((await call('POST', url, admin.token, { userGroupId: null })).json().userGroupId).toBeNull();
    const unknown = await call('POST', url, admin.token, { userGroupId: 99_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.groupNotFound);
    expect((await call('POST', url, admin.token, { userGroupId: donor, role: 'admin' })).statusCode).toBe(400);
    expect((await call('POST', url, admin.token, {})).statusCode).toBe(400);
    expect((await readUserRow(t.database.db, target.user.id)).userGroupId).toBeNull();
  });

  it('an unknown user answers 404', async () => {
    expect((await put(987_654, { firstName: 'x' })).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/admin/users/987654/assign-group', admin.token, { userGroupId: null })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/admin/users/987654', admin.token)).statusCode).toBe(404);
  });

  it('an admin cannot delete themselves', async () => {
    const res = await call('DELETE', `/api/admin/users/${admin.user.id}`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
    expect(await readUserRow(t.database.db, admin.user.id)).toBeDefined();
  });
});
