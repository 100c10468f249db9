import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { RATE_LIMITED_MESSAGE, type FailureDelayRule, type RateLimitRule } from './limits.js';
import { deleteCounters, deleteExpiredCounters, extendCounter, incrementCounter, readCounter } from './repo.js';

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

    /** Throws RATE_LIMITED while `subject` waits out the delay its failures under `rule` earned. */
    async checkDelay(rule: FailureDelayRule, subject: string): Promise<void> {
      const t = now();
      const block = await readCounter(db, blockKey(rule, subject));
      if (block && block.resetAt > t) {
        throw new AppError(
          'RATE_LIMITED',
          RATE_LIMITED_MESSAGE,
          undefined,
          Math.max(1, Math.ceil((block.resetAt.getTime() - t.getTime()) / 1000)),
        );
      }
    },

    /** Counts one failure; past the free ones, blocks the subject for a delay that doubles with each failure. */
    async recordFailure(rule: FailureDelayRule, subject: string): Promise<void> {
      const t = now();
      const { count } = await incrementCounter(db, failureKey(rule, subject), t, rule.windowMs);
      const free = Math.max(1, Math.floor(rule.freeFailures * scale));
      if (count < free) return;
      const delayMs = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(30, count - free));
      await extendCounter(db, blockKey(rule, subject), new Date(t.getTime() + delayMs));
    },

    /** A success: the subject's failures and any wait are forgotten (OWASP: reset on successful sign-in). */
    async clearFailures(rule: FailureDelayRule, subject: string): Promise<void> {
      await deleteCounters(db, [failureKey(rule, subject), blockKey(rule, subject)]);
    },

    purgeExpired: () => deleteExpiredCounters(db, now()),
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;

export const limitOf = (rule: RateLimitRule, scale: number) => Math.max(1, Math.floor(rule.max * scale));

const failureKey = (rule: FailureDelayRule, subject: string) => `${rule.name}:${digestSubject(subject)}`;
const blockKey = (rule: FailureDelayRule, subject: string) => `${rule.name}-block:${digestSubject(subject)}`;

const digestSubject = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 32);
