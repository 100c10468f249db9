// abuse.ch URLhaus: URLs that serve malware. A full URL is asked at /v1/url/, a bare host at /v1/host/. URLhaus keeps
// every URL it ever listed: one marked offline is no longer served, so it is not a listing of what a site serves now
// (docs/decisions.md, 'Reputation sources'). URLhaus publishes no expiry for its answers and no request quota.
import { UrlhausError, type UrlhausUrl } from '../../../../integrations/urlhaus/types.js';
import {
  CLEAN_ANSWER_TTL_MS,
  SourceUnavailable,
  type ReputationSourceDefinition,
  type SourceContext,
} from '../definition.js';

/** abuse.ch publishes no quota (fair use): HostFree's own ceiling, per instance (docs/decisions.md). */
export const URLHAUS_QUOTA_PER_MINUTE = 300;
/** A listing is asked again after an hour: URLhaus marks a URL offline within hours of its takedown. */
const LISTED_TTL_MS = 60 * 60_000;

function unavailable(error: unknown): SourceUnavailable {
  if (!(error instanceof UrlhausError)) throw error;
  switch (error.kind) {
    case 'auth':
      return new SourceUnavailable(
        `${error.message}. Enter a valid abuse.ch Auth-Key under Abuse → Reputation sources (auth.abuse.ch).`,
        true,
      );
    case 'quota':
      return new SourceUnavailable(`${error.message}; the scan asks again on its next run.`, true);
    case 'invalid':
      return new SourceUnavailable(error.message, false);
    default:
      return new SourceUnavailable(`${error.message}; the scan asks again on its next run.`, true);
  }
}

const served = (url: UrlhausUrl) => url.urlStatus !== 'offline';
const describe = (url: UrlhausUrl) =>
  `${url.threat} (${url.urlStatus})${url.tags.length ? ` [${url.tags.join(', ')}]` : ''}`;

export function createUrlhausSource({ clients, now }: SourceContext): ReputationSourceDefinition {
  return {
    id: 'urlhaus',
    label: 'abuse.ch URLhaus',
    keyLabel: 'Auth-Key',
    keyHelp:
      'A free abuse.ch Auth-Key (sign in at auth.abuse.ch, then "Optional: API Key"). The same key serves ThreatFox.',
    quotaPerMinute: URLHAUS_QUOTA_PER_MINUTE,
    cacheNote: 'URLhaus publishes no expiry: a listing is kept for an hour, a clean answer for 15 minutes.',
    async ask(authKey, target) {
      const client = clients.urlhausClientFactory(authKey);
      const at = now().getTime();
      const clean = { status: 'clean' as const, findings: [], expiresAt: new Date(at + CLEAN_ANSWER_TTL_MS) };
      const listedUntil = new Date(at + LISTED_TTL_MS);
      try {
        if (target.includes('://')) {
          const entry = await client.lookupUrl(target);
          if (!entry || !served(entry)) return clean;
          return {
            status: 'listed',
            findings: [{ target, threats: ['malware'], detail: describe(entry) }],
            expiresAt: listedUntil,
          };
        }
        const host = await client.lookupHost(target);
        const live = host?.urls.filter(served) ?? [];
        if (live.length === 0) return clean;
        const detail = `${live.length} URL${live.length === 1 ? '' : 's'} serving malware: ${live.slice(0, 3).map(describe).join('; ')}`;
        return { status: 'listed', findings: [{ target, threats: ['malware'], detail }], expiresAt: listedUntil };
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}
