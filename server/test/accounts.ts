import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../contract/accounts.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';

// Helpers for tests that need signed-in users. Each call uses its own client address so the
// per-address registration limit never interferes with the test at hand.

let addressCounter = 0;

/** A distinct client address per call (for inject's remoteAddress). */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** A valid fingerprintHash (64 hex) derived from a seed. */
export const fingerprintOf = (seed: string): string => createHash('sha256').update(seed).digest('hex');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedInUser {
  token: string;
  user: User;
  password: string;
  email: string;
}

export async function registerUser(app: FastifyInstance, body: Record<string, unknown> = {}): Promise<SignedInUser> {
  const email = (body.email as string | undefined) ?? `u${randomBytes(5).toString('hex')}@example.test`;
  const password = (body.password as string | undefined) ?? `pw-${randomBytes(6).toString('hex')}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: nextAddress(),
    payload: { firstName: 'Test', lastName: 'User', ...body, email, password },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json() as { token: string; user: User };
  return { token, user, password, email };
}

/** A registered user promoted to admin directly in the database (there is no API for that here). */
export async function registerAdmin(app: FastifyInstance, db: Db): Promise<SignedInUser> {
  const signedIn = await registerUser(app);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, signedIn.user.id));
  return { ...signedIn, user: { ...signedIn.user, role: 'admin' } };
}

export async function readUserRow(db: Db, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

/** A clock the test moves by hand, passed to buildApp as deps.now. */
export function createClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
