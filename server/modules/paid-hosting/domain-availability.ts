import {
  DOMAIN_LABEL_MAX_LENGTH, DOMAIN_LABEL_MIN_LENGTH, PAID_HOSTING_MESSAGES, PREMIUM_TLDS, normaliseDomainLabel, normaliseTld, planTypeForTld,
  type DomainAvailability,
} from '../../../contract/paid-hosting.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { RdapError, type RdapClient } from '../../integrations/rdap/types.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { findCachedDomain, saveCachedDomain } from './domain-cache-repo.js';
import { isDomainHeld } from './orders-repo.js';

// Registrable domains for paid hosting (issue 8 point 1). The registry's word (RDAP) decides, cached in
// domain_search_cache: a free name for a short while (someone may register it any minute), a taken one longer.
// No answer from the registry is reported as a failed lookup, never guessed.

export const AVAILABLE_TTL_MS = 10 * 60_000;
export const REGISTERED_TTL_MS = 6 * 3600_000;

export interface DomainAvailabilityDeps {
  db: Db;
  rdap: RdapClient;
  /** A domain already hosted here is never available. */
  isDomainHosted: (domain: string) => Promise<boolean>;
  log: AuditLog;
  now: () => Date;
}

export interface ParsedDomain { label: string; tld: string; domain: string; problem: string | null }

/** 000 §5 cleaning, then the DNS label rules; the TLD must be one HostFree sells (starter + premium lists). */
export function parseDomain(labelInput: string, tldInput: string): ParsedDomain {
  const label = normaliseDomainLabel(labelInput);
  const tld = normaliseTld(tldInput);
  if (!label) throw new AppError('BAD_REQUEST', PAID_HOSTING_MESSAGES.domainRequired, { field: 'label' });
  if (!PREMIUM_TLDS.includes(tld)) throw new AppError('BAD_REQUEST', PAID_HOSTING_MESSAGES.tldNotOffered, { field: 'tld' });
  const domain = `${label}.${tld}`;
  let problem: string | null = null;
  if (label.length < DOMAIN_LABEL_MIN_LENGTH) problem = PAID_HOSTING_MESSAGES.labelTooShort;
  else if (label.length > DOMAIN_LABEL_MAX_LENGTH) problem = PAID_HOSTING_MESSAGES.labelTooLong;
  else if (label.startsWith('-') || label.endsWith('-')) problem = PAID_HOSTING_MESSAGES.labelHyphenEdge;
  // 'xn--' and other '--' in places 3-4 are encodings (RFC 5891) that could render as a look-alike name.
  else if (label.slice(2, 4) === '--') problem = PAID_HOSTING_MESSAGES.labelEncoded;
  return { label, tld, domain, problem };
}

function lookupFailure(error: unknown): AppError {
  const message = error instanceof RdapError
    ? { timeout: PAID_HOSTING_MESSAGES.lookupTimedOut, unavailable: PAID_HOSTING_MESSAGES.lookupUnavailable, 'no-registry': PAID_HOSTING_MESSAGES.noRegistry }[error.kind]
    : PAID_HOSTING_MESSAGES.lookupUnavailable;
  return new AppError('UPSTREAM_FAILED', message, { error: 'DOMAIN_LOOKUP_FAILED' });
}

export function createDomainAvailability({ db, rdap, isDomainHosted, log, now }: DomainAvailabilityDeps) {
  /** The registry's answer, from the cache while fresh. `fresh` skips the cache (checkout asks again). */
  async function isRegistered(domain: string, options: { fresh?: boolean } = {}): Promise<boolean> {
    const t = now();
    if (!options.fresh) {
      const cached = await findCachedDomain(db, domain);
      if (cached && cached.expiresAt > t) return !cached.isAvailable;
    }
    let lookup;
    try {
      lookup = await rdap.lookUpDomain(domain);
    } catch (error) {
      log.warn({ event: 'rdap-lookup-failed', domain, reason: error instanceof Error ? error.message : String(error) }, 'domain lookup failed');
      throw lookupFailure(error);
    }
    const isAvailable = lookup.status === 'available';
    await saveCachedDomain(db, {
      domain,
      isAvailable,
      registrarResponse: { server: lookup.server, status: lookup.status, ...(lookup.summary ? { summary: lookup.summary } : {}) },
      lastChecked: t,
      expiresAt: new Date(t.getTime() + (isAvailable ? AVAILABLE_TTL_MS : REGISTERED_TTL_MS)),
    });
    return !isAvailable;
  }

  async function check(labelInput: string, tldInput: string, options: { fresh?: boolean; exceptOrderId?: number } = {}): Promise<DomainAvailability> {
    const parsed = parseDomain(labelInput, tldInput);
    const { domain, tld } = parsed;
    const planTypeRequired = planTypeForTld(tld);
    const answer = (available: boolean, message: string): DomainAvailability => ({ available, domain, tld, message, planTypeRequired });
    if (parsed.problem) return answer(false, parsed.problem);
    if (await isDomainHosted(domain)) return answer(false, `${domain} ${PAID_HOSTING_MESSAGES.hostedHere}`);
    if (await isDomainHeld(db, domain, options.exceptOrderId)) return answer(false, PAID_HOSTING_MESSAGES.domainHeld);
    if (await isRegistered(domain, options)) return answer(false, `${domain} ${PAID_HOSTING_MESSAGES.isRegistered}`);
    return answer(true, `${domain} ${PAID_HOSTING_MESSAGES.isAvailable}`);
  }

  return { check, parseDomain };
}

export type DomainAvailabilityService = ReturnType<typeof createDomainAvailability>;
