// Google Web Risk's Lookup API (uris.search, https://cloud.google.com/web-risk/docs/reference/rest/v1/uris/search),
// the one call HostFree makes. The client speaks Google's wire format; the abuse module's reputation/web-risk folder
// maps it to the ReputationSource contract.

/** The threat lists HostFree asks about (all three the Lookup API offers for URIs). */
export const WEB_RISK_THREAT_TYPES = ['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE'] as const;

/** A match: the lists the URI is on, and until when the answer may be cached (Google: never past expireTime). */
export interface WebRiskThreat {
  threatTypes: string[];
  expireTime: Date;
}

export type WebRiskErrorKind = 'auth' | 'invalid' | 'quota' | 'server' | 'timeout' | 'network' | 'malformed';

export class WebRiskError extends Error {
  constructor(
    readonly kind: WebRiskErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WebRiskError';
  }
}

export interface WebRiskClient {
  /** null = on none of the lists (Google answers `{}`). */
  searchUri(uri: string): Promise<WebRiskThreat | null>;
}

export interface WebRiskClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Builds a client for the admin's key (the key is a setting; the base address is config). */
export type WebRiskClientFactory = (apiKey: string) => WebRiskClient;
