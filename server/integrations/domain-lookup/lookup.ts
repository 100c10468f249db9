// The registry of providers: each is asked in order until one knows a registry for the TLD. RDAP comes first
// (IANA's bootstrap names a server), WHOIS after (IANA's referral names one for nearly every TLD). A provider that
// knows the registry but gets no usable answer decides: the next protocol is not tried, because a registry that
// is down or rate-limiting us over one protocol is the same registry over the other.
import { DomainLookupError, type DomainCheck, type DomainLookup, type DomainLookupProvider } from './types.js';

export function createDomainLookup(providers: readonly DomainLookupProvider[]): DomainLookup {
  return {
    async check(domain: string): Promise<DomainCheck> {
      let lastMiss = `No registry is known for ${domain}`;
      for (const { id, client } of providers) {
        try {
          const answer = await client.lookUpDomain(domain);
          return {
            state: answer.status === 'available' ? 'available' : 'taken',
            provider: id,
            server: answer.server,
            ...(answer.summary ? { summary: answer.summary } : {}),
          };
        } catch (error) {
          if (error instanceof DomainLookupError && error.kind === 'no-registry') {
            lastMiss = error.message;
            continue;
          }
          if (error instanceof DomainLookupError) {
            return {
              state: 'unknown',
              reason: error.kind,
              detail: error.message,
              ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
            };
          }
          return {
            state: 'unknown',
            reason: 'unavailable',
            detail: error instanceof Error ? error.message : String(error),
          };
        }
      }
      return { state: 'unknown', reason: 'no-registry', detail: lastMiss };
    },
  };
}
