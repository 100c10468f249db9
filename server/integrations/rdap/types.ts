// What the rest of the server knows of RDAP (RFC 9082/9083, bootstrap RFC 9224): is a domain registered?
// One of the domain lookup's providers (server/integrations/domain-lookup/).
import { DomainLookupError, type DomainLookupFailureKind } from '../domain-lookup/types.js';
import type { HostRateLimiter } from '../domain-lookup/rate-limit.js';

/** 'registered' = the registry answered 200 for it; 'available' = it answered 404. */
export type RdapDomainStatus = 'registered' | 'available';

export interface RdapLookup {
  status: RdapDomainStatus;
  /** The RDAP server that answered (for the cache's registrar response column and the logs). */
  server: string;
  /** The handle/ldhName and events of a registered domain, trimmed to what is worth keeping. */
  summary?: Record<string, unknown>;
}

/**
 * Why a lookup gave no answer. Never a guess: the buyer is told to try again. timeout: no answer in time;
 * unavailable: HTTP/transport failure; unreadable: an answer that is not RDAP; rate-limited: our per-server
 * budget is spent or the server answered 429; no-registry: the bootstrap names no RDAP server for the TLD (the
 * lookup then asks WHOIS).
 */
export type RdapFailureKind = DomainLookupFailureKind;

export class RdapError extends DomainLookupError {
  constructor(kind: RdapFailureKind, message: string, retryAfterSeconds?: number) {
    super(kind, message, retryAfterSeconds);
    this.name = 'RdapError';
  }
}

export interface RdapClient {
  lookUpDomain(domain: string): Promise<RdapLookup>;
}

export interface RdapClientOptions {
  /** The IANA bootstrap file for DNS (RDAP_BOOTSTRAP_URL, default https://data.iana.org/rdap/dns.json). */
  bootstrapUrl: string;
  /** Per request (bootstrap and registry). */
  timeoutMs?: number;
  /** How long a fetched bootstrap file is trusted (IANA updates it rarely). */
  bootstrapTtlMs?: number;
  /** A token bucket per RDAP server host; none = unlimited. */
  limiter?: HostRateLimiter;
  fetch?: typeof fetch;
  now?: () => number;
}
