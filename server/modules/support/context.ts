import { fillMessage } from '../../../contract/i18n/format.js';
import {
  SUPPORT_CONTEXT_WORDS,
  type MyThings,
  type SupportRef,
  type TicketContext,
} from '../../../contract/support.js';
import type { DbOrTx } from '../../db/client.js';
import { listTicketsByUserOrEmail, type Ticket } from './repo.js';
import { ADMIN_HOME, describeTicketSubject } from './ticket-subject.js';

// What the desk reads of other modules, as plain functions wire.ts builds from their faces: the context panel
// beside a ticket, and the person's own things the form offers. The desk never reads another module's tables.

export interface PersonFacts {
  id: number;
  username: string;
  email: string | null;
  role: 'client' | 'admin';
  suspendedAt: Date | null;
  suspendReason: string | null;
}

export interface Thing {
  id: number;
  label: string;
  detail: string;
}

export interface AbuseCaseFacts {
  id: number;
  domain: string;
  category: string;
  status: string;
  evidence: string[];
  ownerUserId: number | null;
}

/** The latest automatic-detection case about a site, as the abuse module tells a support desk. */
export interface SiteCaseFacts {
  caseId: number;
  domain: string;
  status: 'open' | 'confirmed' | 'reversed';
  appealable: boolean;
  summary: string;
}

export interface DeskContextReaders {
  findUser(id: number): Promise<PersonFacts | null>;
  findUserIdByEmail(email: string): Promise<number | null>;
  sites(userId: number): Promise<Thing[]>;
  findSiteByDomain(domain: string): Promise<{ id: number; userId: number | null; status: string } | null>;
  findSite(id: number): Promise<{ id: number; domain: string; userId: number | null; status: string } | null>;
  /** The site's latest scan case (quarantine), with its evidence in a line: the abuse module's `readAppealInfo`. */
  siteCase(siteId: number): Promise<SiteCaseFacts | null>;
  payments(userId: number): Promise<Thing[]>;
  /** The person's subscriptions (hosting, VPS, donations), with the product kind that says which tab shows them. */
  plans(userId: number): Promise<(Thing & { kind: string })[]>;
  vpsOrders(userId: number, email: string | null): Promise<Thing[]>;
  machines(userId: number): Promise<Thing[]>;
  devices(userId: number): Promise<Thing[]>;
  /** The abuse cases about a person's sites (the abuse module's queue, read through its face). */
  abuseCases(userId: number): Promise<AbuseCaseFacts[]>;
  findAbuseCase(id: number): Promise<AbuseCaseFacts | null>;
}

const REF_KIND_OF: Record<'sites' | 'payments' | 'vpsOrders' | 'machines', SupportRef['kind']> = {
  sites: 'site',
  payments: 'payment',
  vpsOrders: 'vps_order',
  machines: 'machine',
};

/**
 * Which admin tab shows a subscription of each product kind (donations are under Analytics). Every cloud's extra
 * runs ('<provider>-extra-run') are on the Cloud tab, whichever provider sold them, so no provider is named here.
 */
const PLAN_TABS: Record<string, string> = { vps: 'vps', paid_hosting: 'pending-orders' };
const planTab = (kind: string) => PLAN_TABS[kind] ?? (kind.endsWith('-extra-run') ? 'cloud' : 'analytics');

async function quietly<T>(read: () => Promise<T[]>): Promise<T[]> {
  // The panel is help, not a gate: one module's read failing (Stripe down behind the billing view) leaves its
  // list empty instead of failing the ticket.
  return read().catch(() => []);
}

export function createDeskContext(db: DbOrTx, readers: DeskContextReaders) {
  async function ownThings(userId: number, email: string | null) {
    const [sites, payments, vpsOrders, machines, abuse] = await Promise.all([
      quietly(() => readers.sites(userId)),
      quietly(() => readers.payments(userId)),
      quietly(() => readers.vpsOrders(userId, email)),
      quietly(() => readers.machines(userId)),
      quietly(() => readers.abuseCases(userId)),
    ]);
    return { sites, payments, vpsOrders, machines, abuse };
  }

  return {
    /** GET /api/support/my-things: what the signed-in person may point a ticket at. */
    async myThings(userId: number, email: string | null): Promise<MyThings> {
      const own = await ownThings(userId, email);
      const things: MyThings['things'] = [];
      for (const key of ['sites', 'payments', 'vpsOrders', 'machines'] as const)
        for (const t of own[key]) things.push({ kind: REF_KIND_OF[key], id: t.id, label: `${t.label} — ${t.detail}` });
      for (const c of own.abuse)
        things.push({
          kind: 'abuse_report',
          id: c.id,
          label: fillMessage(SUPPORT_CONTEXT_WORDS.abuseReportAbout, { domain: c.domain }),
        });
      return { things };
    },

    /** Whether a reference names one of the person's own things (refused otherwise: no pointing at others'). */
    async ownsRef(userId: number, email: string | null, ref: SupportRef): Promise<boolean> {
      if (ref.kind === 'user_suspension') return ref.id === userId;
      const own = await ownThings(userId, email);
      const list =
        ref.kind === 'abuse_report'
          ? own.abuse
          : ref.kind === 'site' || ref.kind === 'site_suspension'
            ? own.sites
            : ref.kind === 'payment'
              ? own.payments
              : ref.kind === 'vps_order'
                ? own.vpsOrders
                : own.machines;
      return list.some((t) => t.id === ref.id);
    },

    /** The admin's context panel. A guest's ticket shows the account its address belongs to, said so. */
    async forTicket(ticket: Ticket): Promise<TicketContext> {
      const personId = ticket.userId ?? (await readers.findUserIdByEmail(ticket.email).catch(() => null));
      const person = personId ? await readers.findUser(personId) : null;
      const earlier = (await listTicketsByUserOrEmail(db, ticket.userId, ticket.email, 11))
        .filter((t) => t.id !== ticket.id)
        .slice(0, 10)
        .map((t) => ({ label: `#${t.id} ${t.subject}`, detail: t.status, href: `${ADMIN_HOME}#support/${t.id}` }));
      const own = person ? await ownThings(person.id, person.email) : null;
      const link = (tab: string) => (t: Thing) => ({ label: t.label, detail: t.detail, href: `${ADMIN_HOME}#${tab}` });
      return {
        person: person
          ? {
              id: person.id,
              username: person.username,
              email: person.email,
              status: person.suspendedAt
                ? fillMessage(SUPPORT_CONTEXT_WORDS.personSuspended, { reason: person.suspendReason ?? '' })
                : SUPPORT_CONTEXT_WORDS.personActive,
              href: `${ADMIN_HOME}#users`,
              matchedBy: ticket.userId ? 'account' : 'email',
            }
          : null,
        sites: own ? own.sites.map(link('hosting')) : [],
        plans: person ? (await quietly(() => readers.plans(person.id))).map((p) => link(planTab(p.kind))(p)) : [],
        payments: own ? [...own.payments.map(link('analytics')), ...own.vpsOrders.map(link('vps'))] : [],
        machines: own ? own.machines.map(link('cloud')) : [],
        devices: person ? (await quietly(() => readers.devices(person.id))).map(link('users')) : [],
        earlierTickets: earlier,
        abuse: own
          ? own.abuse.map((c) => ({
              label: `${c.domain} (${c.category})`,
              detail: c.status,
              href: `${ADMIN_HOME}#abuse`,
            }))
          : [],
        subject: await describeTicketSubject(ticket, person, readers),
      };
    },
  };
}

export type DeskContext = ReturnType<typeof createDeskContext>;
