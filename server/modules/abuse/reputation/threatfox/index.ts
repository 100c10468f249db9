// abuse.ch ThreatFox: indicators of compromise (botnet C&C servers, payload delivery, card skimmers) by URL, domain
// or ip:port. A URL is asked for an exact match; a bare host by ThreatFox's substring search (an address is listed as
// ip:port), of which HostFree keeps only IOCs equal to the target (the domain, or the host's ip:port entries) and at ThreatFox's confidence of 50 or more (docs/decisions.md, 'Reputation sources').
// ThreatFox publishes no expiry for its answers and no request quota.
import { ThreatfoxError, type ThreatfoxIoc } from '../../../../integrations/threatfox/types.js';
import {
  CLEAN_ANSWER_TTL_MS,
  SourceUnavailable,
  type ReputationSourceDefinition,
  type SourceContext,
} from '../definition.js';
import type { ReputationThreat } from '../types.js';

/** abuse.ch publishes no quota (fair use): HostFree's own ceiling, per instance, as for URLhaus. */
export const THREATFOX_QUOTA_PER_MINUTE = 300;
const LISTED_TTL_MS = 60 * 60_000;
/** Below this ThreatFox itself marks an IOC as doubtful. */
const MIN_CONFIDENCE = 50;

function unavailable(error: unknown): SourceUnavailable {
  if (!(error instanceof ThreatfoxError)) throw error;
  if (error.kind === 'auth') {
    return new SourceUnavailable(
      `${error.message}. Enter a valid abuse.ch Auth-Key under Abuse → Reputation sources (auth.abuse.ch).`,
      true,
    );
  }
  if (error.kind === 'invalid') return new SourceUnavailable(error.message, false);
  return new SourceUnavailable(`${error.message}; the scan asks again on its next run.`, true);
}

const threatOf = (ioc: ThreatfoxIoc): ReputationThreat => (ioc.threatType === 'cc_skimming' ? 'phishing' : 'malware');

/** The IOC is the target itself: the same URL, the same domain, or an ip:port of the same host. */
function matches(ioc: ThreatfoxIoc, target: string): boolean {
  const value = ioc.ioc.toLowerCase();
  const asked = target.toLowerCase();
  if (asked.includes('://')) return value === asked;
  return value === asked || (ioc.iocType === 'ip:port' && value.startsWith(`${asked}:`));
}

export function createThreatfoxSource({ clients, now }: SourceContext): ReputationSourceDefinition {
  return {
    id: 'threatfox',
    label: 'abuse.ch ThreatFox',
    keyLabel: 'Auth-Key',
    keyHelp: 'A free abuse.ch Auth-Key (auth.abuse.ch); the same key as URLhaus.',
    quotaPerMinute: THREATFOX_QUOTA_PER_MINUTE,
    cacheNote: 'ThreatFox publishes no expiry: a listing is kept for an hour, a clean answer for 15 minutes.',
    async ask(authKey, target) {
      const at = now().getTime();
      const iocs = await clients
        .threatfoxClientFactory(authKey)
        .searchIoc(target, { exact: target.includes('://') })
        .catch((error: unknown) => {
          throw unavailable(error);
        });
      const hits = iocs.filter((ioc) => ioc.confidenceLevel >= MIN_CONFIDENCE && matches(ioc, target));
      if (hits.length === 0) return { status: 'clean', findings: [], expiresAt: new Date(at + CLEAN_ANSWER_TTL_MS) };
      const detail = hits
        .slice(0, 3)
        .map((ioc) => `${ioc.threatType}${ioc.malware ? ` (${ioc.malware})` : ''}, confidence ${ioc.confidenceLevel}`)
        .join('; ');
      return {
        status: 'listed',
        findings: [{ target, threats: [...new Set(hits.map(threatOf))], detail }],
        expiresAt: new Date(at + LISTED_TTL_MS),
      };
    },
  };
}
