// What the rest of the server knows of RDAP (RFC 9082/9083, bootstrap RFC 9224): is a domain registered?

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
 * Why a lookup gave no answer. Never a guess: the caller shows 'Domain lookup failed' and the buyer tries again.
 * timeout: no answer in time; unavailable: HTTP/transport failure or garbage; no-registry: the bootstrap names
 * no RDAP server for the TLD.
 */
export type RdapFailureKind = 'timeout' | 'unavailable' | 'no-registry';

export class RdapError extends Error {
  constructor(readonly kind: RdapFailureKind, message: string) {
    super(message);
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
  fetch?: typeof fetch;
  now?: () => number;
}
