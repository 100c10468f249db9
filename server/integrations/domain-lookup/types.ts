// What the server knows of domain registries: one question, "is this name free to register?", asked through
// whichever protocol the TLD's registry speaks (the providers: rdap/, whois/). Nothing outside those folders and
// this one knows which protocol answered.

/** Why a registry gave no usable answer. Never a guess: the buyer is told to try again. */
export type DomainLookupFailureKind =
  /** No answer in time. */
  | 'timeout'
  /** Transport failure, an HTTP error, a closed connection. */
  | 'unavailable'
  /** The registry answered something we cannot read as "registered" or "free". */
  | 'unreadable'
  /** Our own per-registry rate limit, or the registry's "query rate exceeded". */
  | 'rate-limited'
  /** This provider knows no registry for the TLD (the next provider is asked). */
  | 'no-registry';

/** Every provider's client rejects with this (or a subclass), so the lookup and the status page need no protocol. */
export class DomainLookupError extends Error {
  constructor(
    readonly kind: DomainLookupFailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainLookupError';
  }
}

/** A registry's answer as a provider's client gives it. */
export interface RegistryAnswer {
  status: 'registered' | 'available';
  /** The server that answered (kept in the cache's registrar response column and the logs). */
  server: string;
  /** What is worth keeping of a registered name's record, trimmed. */
  summary?: Record<string, unknown>;
}

/** One protocol's client (RDAP, WHOIS, …). Rejects with DomainLookupError; 'no-registry' passes to the next. */
export interface RegistryClient {
  lookUpDomain(domain: string): Promise<RegistryAnswer>;
}

export interface DomainLookupProvider {
  /** Short name kept with the answer ('rdap', 'whois'). */
  id: string;
  client: RegistryClient;
}

export type DomainCheck =
  | { state: 'available' | 'taken'; provider: string; server: string; summary?: Record<string, unknown> }
  | { state: 'unknown'; reason: DomainLookupFailureKind; detail: string; retryAfterSeconds?: number };

/** The one interface the modules see. */
export interface DomainLookup {
  check(domain: string): Promise<DomainCheck>;
}
