import { createHash } from 'node:crypto';
import { seededRandom } from '../lib/seeded-random.js';

// Who arrives during the sign-up wave, and when. Pure: the scenario sends it, the tests check its shape.

export type AttemptKind = 'legit' | 'reused-fingerprint' | 'bait-name' | 'burst';

export interface SignUpAttempt {
  kind: AttemptKind;
  /** The e-mail is the attempt's tag: the database check finds each attempt's rows by it. */
  email: string;
  /** The client address the load balancer forwards (X-Forwarded-For). */
  ip: string;
  fingerprintHash: string;
  /** The free-site name claimed after the sign-up (none for the attempts whose sign-up is what is tested). */
  subdomain: string | null;
  /** Milliseconds after the wave's start. */
  atMs: number;
  /** Which instance the sign-up goes to; the claim goes to the other (a load balancer keeps no affinity). */
  instance: number;
}

/** Attempts sharing one fingerprint: the device limit (DEFAULT_MAX_DEVICES, 2) lets the first two through. */
export const FINGERPRINT_GROUP = 5;
/** Brands dressed as sign-in pages: the name check scores these over its refuse threshold. */
const BAIT = ['paypal', 'apple', 'microsoft', 'netflix', 'amazon', 'coinbase'];
/** Where the burst comes from: one address, far over the per-address registration limit. */
export const BURST_IP = '198.51.100.77';

const fingerprint = (seed: string) => createHash('sha256').update(seed).digest('hex');
/** A distinct address per visitor: 10.x.y.z from the visitor's number. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface WavePlan {
  attempts: SignUpAttempt[];
  legit: number;
  spam: Record<Exclude<AttemptKind, 'legit'>, number>;
}

/**
 * `legit` visitors, each with their own address and device, and `spamShare` × legit spam-like attempts in three equal
 * shapes (each at least large enough to meet its rule: `burstAtLeast` is over the per-address limit): groups of
 * FINGERPRINT_GROUP sign-ups from one device on different addresses, bait names claimed by
 * fresh visitors, and a burst of sign-ups from one address. Arrival times are uniform over the wave, the burst's
 * packed into one second in the middle of it (a script, not people).
 */
export function planWave(
  legit: number,
  spamShare: number,
  waveMs: number,
  runTag: string,
  burstAtLeast: number,
  seed = 39,
): WavePlan {
  const rand = seededRandom(seed);
  const spamTotal = Math.round(legit * spamShare);
  // At a small scale each shape still meets its rule: one whole fingerprint group, a burst over the limit.
  const fingerprintCount = Math.max(FINGERPRINT_GROUP, Math.round(spamTotal / 3));
  const baitCount = Math.max(1, Math.round(spamTotal / 3));
  const burstCount = Math.max(burstAtLeast, spamTotal - Math.round(spamTotal / 3) * 2);
  const attempts: SignUpAttempt[] = [];
  let visitor = 1;
  const at = () => Math.floor(rand() * waveMs);
  for (let i = 0; i < legit; i++, visitor++)
    attempts.push({
      kind: 'legit',
      email: `wave-${runTag}-${i}@visitors.test`,
      ip: addressOf(visitor),
      fingerprintHash: fingerprint(`legit-${runTag}-${i}`),
      subdomain: `wave${runTag}n${i}`,
      atMs: at(),
      instance: i % 2,
    });
  for (let i = 0; i < fingerprintCount; i++, visitor++)
    attempts.push({
      kind: 'reused-fingerprint',
      email: `spam-fp-${runTag}-${i}@throwaway.test`,
      ip: addressOf(visitor),
      fingerprintHash: fingerprint(`spam-device-${runTag}-${Math.floor(i / FINGERPRINT_GROUP)}`),
      subdomain: null,
      atMs: at(),
      instance: i % 2,
    });
  for (let i = 0; i < baitCount; i++, visitor++)
    attempts.push({
      kind: 'bait-name',
      email: `spam-bait-${runTag}-${i}@throwaway.test`,
      ip: addressOf(visitor),
      fingerprintHash: fingerprint(`spam-bait-${runTag}-${i}`),
      subdomain: `${BAIT[i % BAIT.length]}-login-verify${i}`,
      atMs: at(),
      instance: i % 2,
    });
  const burstAt = Math.floor(waveMs / 2);
  for (let i = 0; i < burstCount; i++)
    attempts.push({
      kind: 'burst',
      email: `spam-burst-${runTag}-${i}@throwaway.test`,
      ip: BURST_IP,
      fingerprintHash: fingerprint(`spam-burst-${runTag}-${i}`),
      subdomain: null,
      atMs: burstAt + Math.floor((i / Math.max(1, burstCount)) * 1000),
      instance: i % 2,
    });
  attempts.sort((a, b) => a.atMs - b.atMs);
  return {
    attempts,
    legit,
    spam: { 'reused-fingerprint': fingerprintCount, 'bait-name': baitCount, burst: burstCount },
  };
}

/**
 * What the existing rules must let through of each spam shape: the first `maxDevices` of each fingerprint group,
 * `burstAllowance` of the burst (the per-address limit; the burst's address is used by nothing else), and every
 * bait visitor's sign-up (the name is what is refused, at the claim).
 */
export function expectedAdmitted(plan: WavePlan, maxDevices: number, burstAllowance: number) {
  const fp = plan.spam['reused-fingerprint'];
  const fullGroups = Math.floor(fp / FINGERPRINT_GROUP);
  const rest = fp % FINGERPRINT_GROUP;
  return {
    'reused-fingerprint': fullGroups * Math.min(maxDevices, FINGERPRINT_GROUP) + Math.min(maxDevices, rest),
    'bait-name': plan.spam['bait-name'],
    burst: Math.min(burstAllowance, plan.spam.burst),
  };
}
