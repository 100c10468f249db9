import { fillMessage } from '../../../contract/i18n/format.js';
import { SUPPORT_CONTEXT_WORDS as WORDS, type TicketContext } from '../../../contract/support.js';
import type { DeskContextReaders, PersonFacts, SiteCaseFacts } from './context.js';
import type { Ticket } from './repo.js';

// What a ticket points at, shown beside it with its evidence: an appeal sits beside its suspension or abuse case,
// with the one action that reinstates (reverse the scan's case, lift the person's suspension, unsuspend the site)
// when that action still applies. The action itself is the owning module's admin route; the desk only names it.

export const ADMIN_HOME = '/admin-dashboard';

type Subject = NonNullable<TicketContext['subject']>;
type Reinstate = Subject['reinstate'];

const quietly = <T>(read: () => Promise<T>, fallback: T) => read().catch(() => fallback);

/**
 * A quarantined site's scan case: its evidence line, and Reverse while the case is open. A case an admin confirmed as
 * phishing or malware is not appealable: the desk names no way back for it (an admin who must can still unsuspend
 * the site from hosting, deliberately and audited).
 */
function caseSubject(site: { id: number; domain: string; status: string }, found: SiteCaseFacts): Subject {
  return {
    title: fillMessage(found.appealable ? WORDS.scanCaseAppealable : WORDS.scanCaseNotAppealable, {
      id: String(found.caseId),
      domain: found.domain,
      status: found.status,
    }),
    evidence: [found.summary],
    href: `${ADMIN_HOME}#abuse`,
    reinstate:
      found.status === 'open'
        ? {
            kind: 'abuse_case',
            id: found.caseId,
            label: fillMessage(WORDS.reverseAndRestore, { id: String(found.caseId), domain: site.domain }),
          }
        : site.status === 'suspended' && found.appealable
          ? { kind: 'site', id: site.id, label: fillMessage(WORDS.unsuspendSite, { domain: site.domain }) }
          : null,
  };
}

async function siteSubject(readers: DeskContextReaders, siteId: number): Promise<Subject> {
  const site = await quietly(() => readers.findSite(siteId), null);
  if (!site)
    return {
      title: fillMessage(WORDS.siteDeleted, { id: String(siteId) }),
      evidence: [],
      href: `${ADMIN_HOME}#hosting`,
      reinstate: null,
    };
  const found = await quietly(() => readers.siteCase(site.id), null);
  if (found) return caseSubject(site, found);
  return {
    title: fillMessage(WORDS.siteSuspension, { domain: site.domain, status: site.status }),
    evidence: [],
    href: `${ADMIN_HOME}#hosting`,
    reinstate:
      site.status === 'suspended'
        ? { kind: 'site', id: site.id, label: fillMessage(WORDS.unsuspendSite, { domain: site.domain }) }
        : null,
  };
}

async function personSubject(readers: DeskContextReaders, refId: number, person: PersonFacts | null): Promise<Subject> {
  const who = person?.id === refId ? person : await quietly(() => readers.findUser(refId), null);
  if (!who)
    return {
      title: fillMessage(WORDS.userSuspensionUnknown, { id: String(refId) }),
      evidence: [],
      href: `${ADMIN_HOME}#users`,
      reinstate: null,
    };
  // The evidence behind an owner's suspension: the reports about their sites, and each suspended site's scan case.
  const [cases, sites] = await Promise.all([
    quietly(() => readers.abuseCases(who.id), []),
    quietly(() => readers.sites(who.id), []),
  ]);
  const scans = await Promise.all(
    sites.filter((s) => s.detail === 'suspended').map((s) => quietly(() => readers.siteCase(s.id), null)),
  );
  const reinstate: Reinstate = who.suspendedAt
    ? { kind: 'user', id: who.id, label: fillMessage(WORDS.liftUserSuspension, { username: who.username }) }
    : null;
  return {
    title: !who.suspendedAt
      ? fillMessage(WORDS.userNoLongerSuspended, { username: who.username })
      : who.suspendReason
        ? fillMessage(WORDS.userSuspended, { username: who.username, reason: who.suspendReason })
        : fillMessage(WORDS.userSuspendedNoReason, { username: who.username }),
    evidence: [
      ...cases.flatMap((c) => c.evidence.map((e) => `${c.domain}: ${e}`)),
      ...scans.filter((c) => c !== null).map((c) => `${c.domain}: ${c.summary}`),
    ],
    href: `${ADMIN_HOME}#users`,
    reinstate,
  };
}

export async function describeTicketSubject(
  ticket: Ticket,
  person: PersonFacts | null,
  readers: DeskContextReaders,
): Promise<TicketContext['subject']> {
  if (!ticket.refKind || !ticket.refId) return null;
  switch (ticket.refKind) {
    case 'abuse_report': {
      const c = await quietly(() => readers.findAbuseCase(ticket.refId!), null);
      return {
        title: c
          ? `Abuse report #${c.id} about ${c.domain} (${c.category}, ${c.status})`
          : `Abuse report #${ticket.refId}`,
        evidence: c?.evidence ?? [],
        href: `${ADMIN_HOME}#abuse`,
        reinstate: null,
      };
    }
    case 'user_suspension':
      return personSubject(readers, ticket.refId, person);
    case 'site':
    case 'site_suspension':
      return siteSubject(readers, ticket.refId);
    default: {
      const tab = { payment: 'analytics', vps_order: 'vps', machine: 'cloud' }[ticket.refKind] ?? 'hosting';
      return {
        title: `${ticket.refKind.replace('_', ' ')} #${ticket.refId}`,
        evidence: [],
        href: `${ADMIN_HOME}#${tab}`,
        reinstate: null,
      };
    }
  }
}
