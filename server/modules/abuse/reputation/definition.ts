// What one source's folder provides to the registry: how to ask the source about one target with the admin's key,
// and the facts the admin screen shows (its key's name, its quota, how long its answers are kept). The registry
// wraps each definition with what every source shares (guarded-source.ts): settings, token bucket, answer cache.
import type { Clients } from '../../../wiring/clients.js';
import type { ReputationFinding } from './types.js';

/** The source's answer about one target, and until when it may be reused (the source's own expiry where it has one). */
export interface TargetAnswer {
  status: 'listed' | 'clean';
  findings: ReputationFinding[];
  expiresAt: Date;
}

/**
 * The source could not answer about a target, in words an admin can act on. `stopAsking`: the source itself is
 * unusable now (key refused, quota spent, down, timed out), so the rest of the lookup does not wait on it again.
 */
export class SourceUnavailable extends Error {
  constructor(
    message: string,
    readonly stopAsking: boolean,
  ) {
    super(message);
    this.name = 'SourceUnavailable';
  }
}

export interface ReputationSourceDefinition {
  readonly id: string;
  readonly label: string;
  /** What the source calls the credential, and where an admin gets one. */
  readonly keyLabel: string;
  readonly keyHelp: string;
  /** The published request quota per minute (or the documented fair-use ceiling where none is published). */
  readonly quotaPerMinute: number;
  /** How long answers are kept, in the admin's words. */
  readonly cacheNote: string;
  /** Asks about one target. Throws SourceUnavailable; anything else is a bug and is logged by the caller. */
  ask(apiKey: string, target: string): Promise<TargetAnswer>;
}

export interface SourceContext {
  clients: Pick<Clients, 'webRiskClientFactory' | 'urlhausClientFactory' | 'threatfoxClientFactory'>;
  now: () => Date;
}

/** Answers nobody listed are kept this long when the source publishes no expiry for them (docs/decisions.md). */
export const CLEAN_ANSWER_TTL_MS = 15 * 60_000;
