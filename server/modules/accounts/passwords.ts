import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters (m=19 MiB, t=2, p=1); ~10-15 ms a hash on this hardware, off the event loop.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

// Verifying against this when the account does not exist keeps the timing of "no such user" and
// "wrong password" alike, so the answer reveals nothing (security-test-plan B3).
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('hostfree-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
