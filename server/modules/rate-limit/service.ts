import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { RATE_LIMITED_MESSAGE, type RateLimitRule } from './limits.js';
import { deleteExpiredCounters, incrementCounter } from './repo.js';

export interface RateLimitServiceDeps {
  db: Db;
  /** RATE_LIMIT_SCALE: multiplies every rule's max. */
  scale: number;
  now: () => Date;
}

export function createRateLimitService({ db, scale, now }: RateLimitServiceDeps) {
  return {
    /**
     * Counts one attempt of `subject` (an address, a lowercased username, a user id) against `rule` and
     * throws RATE_LIMITED once the window's allowance is spent. Subjects are hashed into the key so the
     * counters table holds no e-mail addresses.
     */
    async consumeAttempt(rule: RateLimitRule, subject: string | number): Promise<void> {
      const t = now();
      const key = `${rule.name}:${digestSubject(String(subject))}`;
      const { count, resetAt } = await incrementCounter(db, key, t, rule.windowMs);
      if (count > limitOf(rule, scale)) {
        const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - t.getTime()) / 1000));
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, undefined, retryAfterSeconds);
      }
    },

    purgeExpired: () => deleteExpiredCounters(db, now()),
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;

export const limitOf = (rule: RateLimitRule, scale: number) => Math.max(1, Math.floor(rule.max * scale));

const digestSubject = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 32);
