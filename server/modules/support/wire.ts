import type { Core } from '../../wiring/core.js';
import { createChallengeGate } from '../../lib/proof-of-work-challenges.js';
import { ABUSE_CHALLENGE_TTL_MS } from '../../../contract/abuse.js';
import { fillMessage } from '../../../contract/i18n/format.js';
import { SUPPORT_CONTEXT_WORDS as WORDS, SUPPORT_THREAD_LINK_TTL_MS } from '../../../contract/support.js';
import type { AbuseService } from '../abuse/index.js';
import { findUserById, findUserIdByEmail } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { ComputeService } from '../compute/index.js';
import type { DeviceService } from '../devices/index.js';
import type { HelpCenterService } from '../help-center/index.js';
import type { HostingService } from '../hosting/index.js';
import type { MailService } from '../mail/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import type { VpsService } from '../vps/index.js';
import type { DeskContextReaders } from './context.js';
import { createSupportService } from './service.js';
import { createThreadLinks } from './thread-links.js';

/** What the desk reads of the billing centre (the payments module's wire answers it): a person's payments. */
interface BillingReader {
  read(caller: { kind: 'user'; userId: number }): Promise<{
    payments: { id: number; productLabel: string; description: string; amountCents: number; statusLabel: string }[];
    subscriptions: {
      id: number;
      productKind: string;
      productLabel: string;
      description: string;
      amountCents: number;
      interval: string | null;
      statusLabel: string;
    }[];
  }>;
}

interface Needs {
  audit: AuditService;
  billingCentre: BillingReader;
  mail: MailService;
  rateLimits: RateLimitService;
  hosting: HostingService;
  compute: ComputeService;
  vps: VpsService;
  devices: DeviceService;
  abuse: AbuseService;
  apiSettings: ApiSettingsService;
  helpCenter: HelpCenterService;
}

/** The support desk: wired after the modules whose things a ticket points at and the panel shows. */
export function wire(
  { db, config, jobs, log, now, secretBox, clients, changeFeed }: Core,
  { audit, mail, rateLimits, hosting, compute, vps, devices, abuse, apiSettings, billingCentre, helpCenter }: Needs,
) {
  const readers: DeskContextReaders = {
    async findUser(id) {
      const row = await findUserById(db, id);
      return row
        ? {
            id: row.id,
            username: row.username,
            email: row.email,
            role: row.role,
            suspendedAt: row.suspendedAt,
            suspendReason: row.suspendReason,
          }
        : null;
    },
    findUserIdByEmail: async (email) => (await findUserIdByEmail(db, email))?.id ?? null,
    sites: async (userId) =>
      (await hosting.listAccountsOfUser(userId)).map((a) => ({ id: a.id, label: a.domain, detail: a.status })),
    async findSite(id) {
      const site = await hosting.findAccountById(id);
      return site ? { id: site.id, domain: site.domain, userId: site.userId, status: site.status } : null;
    },
    // A quarantined site's appeal shows the scan's case: the abuse module answers it through its face.
    siteCase: (siteId) => abuse.detection.readAppealInfo(siteId),
    async findSiteByDomain(domain) {
      const site = await hosting.findAccountByDomain(domain);
      return site ? { id: site.id, userId: site.userId, status: site.status } : null;
    },
    payments: async (userId) =>
      (await billingCentre.read({ kind: 'user', userId })).payments.map((p) => ({
        id: p.id,
        label: `${p.productLabel}: ${p.description}`,
        detail: `${(p.amountCents / 100).toFixed(2)} — ${p.statusLabel}`,
      })),
    plans: async (userId) =>
      (await billingCentre.read({ kind: 'user', userId })).subscriptions.map((p) => ({
        id: p.id,
        kind: p.productKind,
        label: `${p.productLabel}: ${p.description}`,
        detail: `${(p.amountCents / 100).toFixed(2)}${p.interval ? ` a ${p.interval}` : ''} — ${p.statusLabel}`,
      })),
    vpsOrders: async (userId, email) =>
      (await vps.personalData.list(userId, email)).map((o) => ({
        id: o.id,
        label: fillMessage(WORDS.vpsOrder, { id: String(o.id), package: o.packageName ?? '—' }),
        detail: o.status,
      })),
    machines: async (userId) =>
      (await compute.personalData.list(userId)).map((m) => ({
        id: m.id,
        label: `${m.instanceName} (${m.cloudProvider})`,
        detail: m.status,
      })),
    devices: async (userId) =>
      (await devices.listDevicesOfUser(userId)).map((d) => ({
        id: d.id,
        label: d.platformInfo || d.userAgent?.slice(0, 60) || fillMessage(WORDS.device, { id: String(d.id) }),
        detail: deviceDetail(d),
      })),
    abuseCases: (userId) => abuse.reportsAboutOwner(userId),
    findAbuseCase: (id) => abuse.findReportFacts(id),
  };

  return {
    support: createSupportService({
      db,
      changeFeed,
      mail,
      rateLimits,
      jobs,
      log,
      audit: audit.trail,
      now,
      links: createThreadLinks(secretBox.deriveKey('support-thread'), SUPPORT_THREAD_LINK_TTL_MS, now),
      challenges: createChallengeGate(db, config.abusePowBits, ABUSE_CHALLENGE_TTL_MS, now),
      fileStore: clients.fileStore,
      publicUrl: config.publicUrl,
      replyDomain: config.supportReplyDomain,
      readers,
      ticketFollowedHelp: (helpToken) => helpCenter.ticketFollowed(helpToken),
      helpDeflections: async () => (await helpCenter.figures()).deflections,
      seal: (value) => secretBox.seal(value),
      open: (sealed) => secretBox.open(sealed),
      ownAddresses: async () => {
        const settings = await apiSettings.readSettings();
        return settings.emailFromAddress ? [settings.emailFromAddress] : [];
      },
    }),
  };
}

/** A device's line in the context panel: where it was registered, its address and the day it was last seen. */
function deviceDetail(d: { registeredHere: boolean; ipAddress?: string | null; lastSeen: Date }): string {
  const date = d.lastSeen.toISOString().slice(0, 10);
  if (!d.ipAddress)
    return fillMessage(d.registeredHere ? WORDS.deviceRegisteredHereNoAddress : WORDS.deviceSeenNoAddress, { date });
  return fillMessage(d.registeredHere ? WORDS.deviceRegisteredHere : WORDS.deviceSeen, { address: d.ipAddress, date });
}
