// The providers in the order they are asked: RDAP where IANA's bootstrap names a server for the TLD (or its
// longest matching suffix), else WHOIS through IANA's referral or an override. Each protocol has its own token
// bucket per registry host: RDAP servers take bursts well, WHOIS servers (one TCP connection per query) block a
// source that asks more than a few times a second.
import type { Socket } from 'node:net';
import { createRdapHttpClient } from '../rdap/http-client.js';
import { createWhoisClient } from '../whois/client.js';
import type { WhoisServer } from '../whois/types.js';
import { createHostRateLimiter, type TokenBucketOptions } from './rate-limit.js';
import type { DomainLookupProvider } from './types.js';

export interface DomainLookupSettings {
  rdapBootstrapUrl: string;
  whois: { ianaServer: WhoisServer; overrides: ReadonlyMap<string, WhoisServer> };
}

export const RDAP_BUCKET: Omit<TokenBucketOptions, 'now'> = { capacity: 10, refillPerSecond: 2 };
export const WHOIS_BUCKET: Omit<TokenBucketOptions, 'now'> = { capacity: 4, refillPerSecond: 0.5 };

export interface DomainLookupProviderOptions {
  /** Per query (each protocol's default when unset: 5 s). */
  timeoutMs?: number;
  /** Opens WHOIS connections (the demo routes every registry host to its sandbox). */
  dial?: (server: WhoisServer) => Socket;
  buckets?: { rdap?: Omit<TokenBucketOptions, 'now'>; whois?: Omit<TokenBucketOptions, 'now'> };
  now?: () => number;
}

/** Where lookups start, for System → Status: "RDAP via data.iana.org, WHOIS via whois.iana.org". */
export function describeDomainLookup(settings: DomainLookupSettings): string {
  return `RDAP via ${new URL(settings.rdapBootstrapUrl).host}, WHOIS via ${settings.whois.ianaServer.host}`;
}

export function createDomainLookupProviders(
  settings: DomainLookupSettings,
  options: DomainLookupProviderOptions = {},
): DomainLookupProvider[] {
  const now = options.now ?? Date.now;
  return [
    {
      id: 'rdap',
      client: createRdapHttpClient({
        bootstrapUrl: settings.rdapBootstrapUrl,
        timeoutMs: options.timeoutMs,
        now,
        limiter: createHostRateLimiter({ ...(options.buckets?.rdap ?? RDAP_BUCKET), now }),
      }),
    },
    {
      id: 'whois',
      client: createWhoisClient({
        ianaServer: settings.whois.ianaServer,
        overrides: settings.whois.overrides,
        timeoutMs: options.timeoutMs,
        dial: options.dial,
        now,
        limiter: createHostRateLimiter({ ...(options.buckets?.whois ?? WHOIS_BUCKET), now }),
      }),
    },
  ];
}
