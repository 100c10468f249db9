// abuse.ch URLhaus API v1 (https://urlhaus-api.abuse.ch/): the URL and host lookups HostFree makes. Both are form
// POSTs with the Auth-Key header; the answer's query_status says ok, no_results or why the query was refused. The
// abuse module's reputation/urlhaus folder maps it to the ReputationSource contract.

/** One malware URL as URLhaus lists it: url_status is 'online', 'offline' or 'unknown'; threat e.g. 'malware_download'. */
export interface UrlhausUrl {
  url: string;
  urlStatus: string;
  threat: string;
  tags: string[];
  reference: string | null;
}

export interface UrlhausHost {
  host: string;
  urls: UrlhausUrl[];
}

export type UrlhausErrorKind = 'auth' | 'invalid' | 'quota' | 'server' | 'timeout' | 'network' | 'malformed';

export class UrlhausError extends Error {
  constructor(
    readonly kind: UrlhausErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UrlhausError';
  }
}

export interface UrlhausClient {
  /** POST /v1/url/; null = no_results. */
  lookupUrl(url: string): Promise<UrlhausUrl | null>;
  /** POST /v1/host/ (a domain or an IPv4 address); null = no_results. */
  lookupHost(host: string): Promise<UrlhausHost | null>;
}

export interface UrlhausClientOptions {
  baseUrl: string;
  authKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Builds a client for the admin's abuse.ch Auth-Key (the key is a setting; the base address is config). */
export type UrlhausClientFactory = (authKey: string) => UrlhausClient;
