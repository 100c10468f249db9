// What the rest of the server knows of WHOIS (RFC 3912): the domain lookup's second provider, for TLDs whose
// registry IANA's RDAP bootstrap does not list (.co.za, .im, …). See README.md here.
import type { Socket } from 'node:net';
import {
  DomainLookupError,
  type DomainLookupFailureKind,
  type RegistryAnswer,
  type RegistryClient,
} from '../domain-lookup/types.js';
import type { HostRateLimiter } from '../domain-lookup/rate-limit.js';

export class WhoisError extends DomainLookupError {
  constructor(kind: DomainLookupFailureKind, message: string, retryAfterSeconds?: number) {
    super(kind, message, retryAfterSeconds);
    this.name = 'WhoisError';
  }
}

/** host and TCP port of a WHOIS server (port 43 unless an override says otherwise). */
export interface WhoisServer {
  host: string;
  port: number;
}

export type WhoisLookup = RegistryAnswer;
export type WhoisClient = RegistryClient;

export interface WhoisClientOptions {
  /** Where referrals are asked (WHOIS_IANA_SERVER, default whois.iana.org:43). */
  ianaServer: WhoisServer;
  /** Suffix ('co.za', 'im') → server, before any referral (WHOIS_SERVER_OVERRIDES). Longest suffix wins. */
  overrides?: ReadonlyMap<string, WhoisServer>;
  /** Per query: connect, send, read until the server closes. */
  timeoutMs?: number;
  /** How long a referral (or the lack of one) is trusted. */
  referralTtlMs?: number;
  /** A token bucket per WHOIS host; none = unlimited. */
  limiter?: HostRateLimiter;
  /** Opens the TCP connection (node:net's connect by default; the demo routes every host to its sandbox). */
  dial?: (server: WhoisServer) => Socket;
  now?: () => number;
}
