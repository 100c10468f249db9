import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import { isUsernameTaken } from './user-repo.js';

const MAX_LENGTH = 32;

/** 'Jane.Doe+news@example.com' → 'jane.doe': the local part, kept to the username alphabet. */
export function deriveUsernameBase(email: string): string {
  const local =
    email
      .split('@')[0]
      ?.toLowerCase()
      .replace(/[^a-z0-9_.-]/g, '') ?? '';
  const trimmed = local.replace(/^[._-]+|[._-]+$/g, '').slice(0, MAX_LENGTH - 6);
  return trimmed.length >= 3 ? trimmed : `user${trimmed ? `_${trimmed}` : ''}`;
}

/**
 * Candidates for a derived username: the base first, then the base with a random number. The caller
 * inserts with ON CONFLICT DO NOTHING and moves to the next candidate when another request won the name.
 */
export async function pickFreeUsername(db: DbOrTx, base: string, attempt: number): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const candidate = attempt === 0 && i === 0 ? base : `${base}_${randomInt(1000, 100_000)}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return `${base}_${randomInt(100_000, 1_000_000_000)}`;
}
