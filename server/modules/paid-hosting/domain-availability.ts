import {
  DOMAIN_LABEL_MAX_LENGTH,
  DOMAIN_LABEL_MIN_LENGTH,
  PAID_HOSTING_MESSAGES,
  PREMIUM_TLDS,
  normaliseDomainLabel,
  normaliseTld,
  planTypeForTld,
  type DomainAvailability,
  type DomainAvailabilityCode,
} from '../../../contract/paid-hosting.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { DomainCheck, DomainLookup } from '../../integrations/domain-lookup/types.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { findCachedDomain, saveCachedDomain } from './domain-cache-repo.js';
import { isDomainHeld } from './orders-repo.js';

// Registrable domains for paid hosting. The registry's word decides (the domain lookup asks it
// over whichever protocol it speaks), cached in domain_search_cache: a free name for a short while (someone may
// register it any minute), a taken one longer. No answer from the registry is "could not check, try again": a
// 503 with Retry-After and the reason, never a guess and never cached.

export const AVAILABLE_TTL_MS = 10 * 60_000;
export const REGISTERED_TTL_MS = 6 * 3600_000;

export interface DomainAvailabilityDeps {
  db: Db;
  domainLookup: DomainLookup;
  /** A domain already hosted here is never available. */
  isDomainHosted: (domain: string) => Promise<boolean>;
  log: AuditLog;
  now: () => Date;
}

export interface ParsedDomain {
  label: string;
  tld: string;
  domain: string;
  problem: string | null;
}

/** 000 §5 cleaning, then the DNS label rules; the TLD must be one HostFree sells (starter + premium lists). */
export function parseDomain(labelInput: string, tldInput: string): ParsedDomain {
  const label = normaliseDomainLabel(labelInput);
  const tld = normaliseTld(tldInput);
  if (!label) throw new AppError('BAD_REQUEST', PAID_HOSTING_MESSAGES.domainRequired, { field: 'label' });
  if (!PREMIUM_TLDS.includes(tld))
    throw new AppError('BAD_REQUEST', PAID_HOSTING_MESSAGES.tldNotOffered, { field: 'tld' });
  const domain = `${label}.${tld}`;
  let problem: string | null = null;
  if (label.length < DOMAIN_LABEL_MIN_LENGTH) problem = PAID_HOSTING_MESSAGES.labelTooShort;
  else if (label.length > DOMAIN_LABEL_MAX_LENGTH) problem = PAID_HOSTING_MESSAGES.labelTooLong;
  else if (label.startsWith('-') || label.endsWith('-')) problem = PAID_HOSTING_MESSAGES.labelHyphenEdge;
  // 'xn--' and other '--' in places 3-4 are encodings (RFC 5891) that could render as a look-alike name.
  else if (label.slice(2, 4) === '--') problem = PAID_HOSTING_MESSAGES.labelEncoded;
  return { label, tld, domain, problem };
}

const LOOKUP_MESSAGES = {
  timeout: PAID_HOSTING_MESSAGES.lookupTimedOut,
  unavailable: PAID_HOSTING_MESSAGES.lookupUnavailable,
  unreadable: PAID_HOSTING_MESSAGES.lookupUnreadable,
  'rate-limited': PAID_HOSTING_MESSAGES.lookupRateLimited,
  'no-registry': PAID_HOSTING_MESSAGES.noRegistry,
} as const;
/** Seconds before asking again is worth it, when the registry (or our own limit) gives no figure. */
const DEFAULT_RETRY_SECONDS = {
  timeout: 10,
  unavailable: 10,
  unreadable: 10,
  'rate-limited': 60,
  'no-registry': 3600,
} as const;

/**
 * 503 (the registry, not HostFree, is unavailable) with Retry-After, not 502: a 502 is what a reverse proxy in front
 * of the app replaces with its own error page, and the buyer must see the message. The body keeps the spec's shape
 * for a non-OK answer ({message}), so 'Lookup failed' shows it.
 */
function lookupFailure(check: Extract<DomainCheck, { state: 'unknown' }>): AppError {
  return new AppError(
    'UNAVAILABLE',
    LOOKUP_MESSAGES[check.reason],
    { error: 'DOMAIN_LOOKUP_FAILED', reason: check.reason, retryable: true },
    check.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS[check.reason],
  );
}

export function createDomainAvailability({ db, domainLookup, isDomainHosted, log, now }: DomainAvailabilityDeps) {
  /** The registry's answer, from the cache while fresh. `fresh` skips the cache (checkout asks again). */
  async function isRegistered(domain: string, options: { fresh?: boolean } = {}): Promise<boolean> {
    const t = now();
    if (!options.fresh) {
      const cached = await findCachedDomain(db, domain);
      if (cached && cached.expiresAt > t) return !cached.isAvailable;
    }
    const lookup = await domainLookup.check(domain);
    if (lookup.state === 'unknown') {
      log.warn(
        { event: 'domain-lookup-failed', domain, reason: lookup.reason, detail: lookup.detail },
        'domain lookup failed',
      );
      throw lookupFailure(lookup);
    }
    const isAvailable = lookup.state === 'available';
    await saveCachedDomain(db, {
      domain,
      isAvailable,
      registrarResponse: {
        via: lookup.provider,
        server: lookup.server,
        status: isAvailable ? 'available' : 'registered',
        ...(lookup.summary ? { summary: lookup.summary } : {}),
      },
      lastChecked: t,
      expiresAt: new Date(t.getTime() + (isAvailable ? AVAILABLE_TTL_MS : REGISTERED_TTL_MS)),
    });
    return !isAvailable;
  }

  async function check(
    labelInput: string,
    tldInput: string,
    options: { fresh?: boolean; exceptOrderId?: number } = {},
  ): Promise<DomainAvailability> {
    const parsed = parseDomain(labelInput, tldInput);
    const { domain, tld } = parsed;
    const planTypeRequired = planTypeForTld(tld);
    const answer = (code: DomainAvailabilityCode, message: string): DomainAvailability => ({
      available: code === 'available',
      domain,
      tld,
      message,
      code,
      planTypeRequired,
    });
    if (parsed.problem) return answer('invalid', parsed.problem);
    if (await isDomainHosted(domain)) return answer('hostedHere', `${domain} ${PAID_HOSTING_MESSAGES.hostedHere}`);
    if (await isDomainHeld(db, domain, options.exceptOrderId)) return answer('held', PAID_HOSTING_MESSAGES.domainHeld);
    if (await isRegistered(domain, options))
      return answer('registered', `${domain} ${PAID_HOSTING_MESSAGES.isRegistered}`);
    return answer('available', `${domain} ${PAID_HOSTING_MESSAGES.isAvailable}`);
  }

  return { check, parseDomain };
}

export type DomainAvailabilityService = ReturnType<typeof createDomainAvailability>;
