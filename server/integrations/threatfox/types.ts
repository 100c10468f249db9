// abuse.ch ThreatFox API v1 (https://threatfox.abuse.ch/api/): the IOC search HostFree makes. A JSON POST to
// {base}/api/v1/ with {"query":"search_ioc","search_term":…} (optionally "exact_match":true) and the Auth-Key header (the same
// abuse.ch key as URLhaus). The abuse module's reputation/threatfox folder maps it to the ReputationSource contract.

/** One indicator of compromise as ThreatFox lists it: ioc_type 'url', 'domain', 'ip:port' or a hash. */
export interface ThreatfoxIoc {
  ioc: string;
  iocType: string;
  /** 'botnet_cc', 'payload_delivery', 'cc_skimming', … */
  threatType: string;
  malware: string | null;
  confidenceLevel: number;
}

export type ThreatfoxErrorKind = 'auth' | 'invalid' | 'quota' | 'server' | 'timeout' | 'network' | 'malformed';

export class ThreatfoxError extends Error {
  constructor(
    readonly kind: ThreatfoxErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ThreatfoxError';
  }
}

export interface ThreatfoxClient {
  /** search_ioc; [] = no_result. `exact`: only IOCs equal to the term (else ThreatFox's substring search). */
  searchIoc(term: string, options?: { exact?: boolean }): Promise<ThreatfoxIoc[]>;
}

export interface ThreatfoxClientOptions {
  baseUrl: string;
  authKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export type ThreatfoxClientFactory = (authKey: string) => ThreatfoxClient;
