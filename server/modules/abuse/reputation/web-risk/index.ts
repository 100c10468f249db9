// Google Web Risk (the Lookup API's uris.search): the commercial route to Google's lists; Safe Browsing's own
// terms forbid commercial use (docs/decisions.md, 'Reputation sources'). One URI per request, the three threat
// lists at once; a match may be reused until its expireTime and never after.
import { WebRiskError } from '../../../../integrations/web-risk/types.js';
import {
  CLEAN_ANSWER_TTL_MS,
  SourceUnavailable,
  type ReputationSourceDefinition,
  type SourceContext,
} from '../definition.js';
import type { ReputationThreat } from '../types.js';

/** Google's published quota for SearchUris: 6000 requests a minute per Cloud project. */
export const WEB_RISK_QUOTA_PER_MINUTE = 6000;

const THREATS: Record<string, ReputationThreat> = {
  MALWARE: 'malware',
  SOCIAL_ENGINEERING: 'phishing',
  SOCIAL_ENGINEERING_EXTENDED_COVERAGE: 'phishing',
  UNWANTED_SOFTWARE: 'unwanted',
};

function unavailable(error: unknown): SourceUnavailable {
  if (!(error instanceof WebRiskError)) throw error;
  switch (error.kind) {
    case 'auth':
      return new SourceUnavailable(
        `${error.message}. Check the key under Abuse → Reputation sources and that the Web Risk API is enabled for its Google Cloud project.`,
        true,
      );
    case 'quota':
      return new SourceUnavailable(
        `${error.message}. Answers resume when the quota refills (${WEB_RISK_QUOTA_PER_MINUTE} a minute per project); the scan asks again on its next run.`,
        true,
      );
    case 'invalid':
      return new SourceUnavailable(error.message, false);
    default:
      return new SourceUnavailable(`${error.message}; the scan asks again on its next run.`, true);
  }
}

/** A bare host is asked as its root page (uris.search takes URIs only). */
const uriOf = (target: string) => (target.includes('://') ? target : `http://${target}/`);

export function createWebRiskSource({ clients, now }: SourceContext): ReputationSourceDefinition {
  return {
    id: 'web-risk',
    label: 'Google Web Risk',
    keyLabel: 'API key',
    keyHelp:
      'A Google Cloud API key of a project with the Web Risk API enabled (console.cloud.google.com → APIs & Services → Credentials).',
    quotaPerMinute: WEB_RISK_QUOTA_PER_MINUTE,
    cacheNote: "A listing is kept until Google's expireTime; a clean answer for 15 minutes.",
    async ask(apiKey, target) {
      const threat = await clients
        .webRiskClientFactory(apiKey)
        .searchUri(uriOf(target))
        .catch((error: unknown) => {
          throw unavailable(error);
        });
      if (!threat) return { status: 'clean', findings: [], expiresAt: new Date(now().getTime() + CLEAN_ANSWER_TTL_MS) };
      const threats = [...new Set(threat.threatTypes.map((type) => THREATS[type] ?? 'malware'))];
      return {
        status: 'listed',
        findings: [{ target, threats, detail: threat.threatTypes.join(', ') }],
        expiresAt: threat.expireTime,
      };
    },
  };
}
