import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { nextAddress, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

describe('first admin bootstrap', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  // Each case starts from a database without admins.
  beforeEach(async () => {
    await t.database.db.delete(users).where(eq(users.role, 'admin'));
  });

  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username, password },
    });

  it('creates the configured admin without ever printing its password', async () => {
    const lines: string[] = [];
    const result = await t.app.services.accounts.ensureFirstAdmin(
      { email: 'boss@example.test', password: 'configured-secret' },
      (l) => lines.push(l),
    );
    expect(result).toEqual({ created: true, username: 'boss' });
    expect(lines.join('\n')).not.toContain('configured-secret');
    expect(lines.join('\n')).toContain('boss');
    const res = await login('boss@example.test', 'configured-secret');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'boss',
      role: 'admin',
      isAnonymous: false,
      email: 'boss@example.test',
      userGroupId: expect.any(Number),
    });
  });

  it('generates a password when none is configured and prints it once', async () => {
    const lines: string[] = [];
    const result = await t.app.services.accounts.ensureFirstAdmin({}, (l) => lines.push(l));
    expect(result).toEqual({ created: true, username: 'admin' });
    expect(lines).toHaveLength(1);
    const password = /Password: (\S+)/.exec(lines[0])?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    expect((await login('admin', password!)).statusCode).toBe(200);

    const again: string[] = [];
    expect(await t.app.services.accounts.ensureFirstAdmin({}, (l) => again.push(l))).toEqual({ created: false });
    expect(again).toEqual([]);
  });

  it('does nothing when an admin exists', async () => {
    await t.app.services.accounts.ensureFirstAdmin({ password: 'first-admin-pw' }, () => {});
    const lines: string[] = [];
    expect(
      await t.app.services.accounts.ensureFirstAdmin({ email: 'second@example.test', password: 'x-second-pw' }, (l) =>
        lines.push(l),
      ),
    ).toEqual({ created: false });
    expect(lines).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });

  it('creates exactly one admin when instances start together', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => t.app.services.accounts.ensureFirstAdmin({ password: 'parallel-pw' }, () => {})),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });

  it('does not promote a client who already uses ADMIN_EMAIL, and picks a free username', async () => {
    const client = await registerUser(t.app, { email: 'owner@example.test', username: 'owner' });
    const lines: string[] = [];
    const result = await t.app.services.accounts.ensureFirstAdmin(
      { email: 'owner@example.test', password: 'owner-admin-pw' },
      (l) => lines.push(l),
    );
    expect(result.created).toBe(true);
    expect(result.created && result.username).toMatch(/^owner_\d+$/);
    expect(lines.join('\n')).toContain('already belongs to another account');
    const clientRow = (await t.database.db.select().from(users).where(eq(users.id, client.user.id)))[0];
    expect(clientRow.role).toBe('client');
  });
});
