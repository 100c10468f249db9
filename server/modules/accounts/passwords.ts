import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../../config.js';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const COSTS = {
  // OWASP's argon2id parameters (m=19 MiB, t=2, p=1); ~10-15 ms a hash on this hardware, off the event loop.
  owasp: { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  // The unit tests' cost (config.ts refuses it in production): they hash thousands of passwords, and at the OWASP
  // cost that was CPU a two-core CI machine spent on nothing any test checks (docs/decisions.md, 'CI under six
  // minutes'). A hash names its parameters, so a hash of either cost verifies under the other.
  minimal: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

// One cost for the process, set from config when the app is built (server/app.ts): the hashing helpers are called
// from many services and helpers, and the cost is a property of the deployment, not of a call.
let cost: PasswordHashCost = 'owasp';

export function usePasswordHashCost(next: PasswordHashCost) {
  if (next !== cost) dummyHash = undefined;
  cost = next;
}

export const hashPassword = (password: string): Promise<string> => hash(password, COSTS[cost]);

// Verifying against this when the account does not exist keeps the timing of "no such user" and
// "wrong password" alike, so the answer reveals nothing (security-test-plan B3). It is made at the current cost.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('hostfree-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
