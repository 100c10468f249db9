import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  SITE_MESSAGES,
  txtLimitMessage,
  VERIFICATION_TXT,
  type addVerificationTxtBody,
  type SiteVerificationTxt,
  type VerificationTxtRecord,
} from '../../../contract/site-manage.js';
import { AppError } from '../../errors.js';
import { isStaleSerial, type ParsedZone, type ZoneEdit } from '../../integrations/whm/cpanel/dns.js';
import { WhmError, type WhmClient } from '../../integrations/whm/types.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { HostingService } from '../hosting/index.js';
import { onWhm, toSiteError, type SiteAccess, type SiteActor } from './site-access.js';
import type { SiteAudit } from './site-audit.js';
import type { SiteManageSettingsService } from './settings-service.js';

// Verification TXT records of a free subdomain. They are written where the server answers the site's name from: the
// site's own zone file when the server keeps one per account (createacct's default; a parent zone's records below
// a child zone are never served), else the operator's shared-domain zone. Either way they are written as the WHM
// token's owner (WHM API 1 parse_dns_zone / mass_edit_dns_zone) — and therefore confined here: TXT only, only at the
// site's own name or below it, a few per site, one short string each, and only while the operator allows it. Every
// other record of that zone is invisible to the customer.

/** A stale serial here is someone else's edit of the shared zone, not a conflict with this customer's view. */
const ATTEMPTS = 3;

/** Queued in the transaction that deletes a free site's account: its records leave the shared zone with it. */
export const VERIFICATION_TXT_CLEANUP_JOB = 'site.verification-txt-cleanup';

type Deps = {
  jobs: JobRunner;
  now: () => Date;
  access: SiteAccess;
  audit: SiteAudit;
  settings: SiteManageSettingsService;
  hosting: HostingService;
  apiSettings: ApiSettingsService;
  hostedDomain: string;
};

/** A zone-file name as a lower-case FQDN without the final dot ("_acme" in zone z → "_acme.z"). */
function absolute(name: string, zone: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.')) return lower.slice(0, -1);
  return lower === '@' || lower === '' ? zone : `${lower}.${zone}`;
}

const recordId = (fqdn: string, text: string) =>
  createHash('sha256').update(`${fqdn}\n${text}`).digest('hex').slice(0, 16);

interface OwnRecord extends VerificationTxtRecord {
  lineIndex: number;
}

/** The zone that holds a site's names, read now: its name (the origin of its relative names) and its lines. */
interface SiteZone {
  name: string;
  zone: ParsedZone;
}

/**
 * The site's mail authentication in its own zone (SPF at the apex, DKIM keys under _domainkey), which cPanel writes
 * and keeps: neither shown, counted nor written here — a second SPF record would break the site's mail.
 */
function isMailAuthentication(fqdn: string, text: string, domain: string): boolean {
  return (fqdn === domain && /^v=spf1(\s|$)/i.test(text)) || fqdn.endsWith(`._domainkey.${domain}`);
}

/** The TXT records at the site's own name or below it, and nothing else of the zone. */
function ownRecords({ zone, name: origin }: SiteZone, domain: string): OwnRecord[] {
  const own = domain.toLowerCase();
  return zone.records.flatMap((r) => {
    if (r.type !== 'TXT') return [];
    const fqdn = absolute(r.name, origin);
    if (fqdn !== own && !fqdn.endsWith(`.${own}`)) return [];
    const text = r.data.join('');
    if (origin === own && isMailAuthentication(fqdn, text, own)) return [];
    const name = fqdn === own ? '@' : fqdn.slice(0, -own.length - 1);
    return [{ id: recordId(fqdn, text), name, text, lineIndex: r.lineIndex }];
  });
}

export function createVerificationTxtService(deps: Deps) {
  const { access, audit, settings, hostedDomain } = deps;
  /** The site, when the operator allows these records and the site is a free subdomain; else why not. */
  async function openFree(actor: SiteActor, accountId: number) {
    const site = await access.open(actor, accountId);
    const rules = await settings.read();
    if (!site.isFreeSubdomain) return { site, rules, refusal: SITE_MESSAGES.txtOwnDomain };
    if (!rules.subdomainTxtEnabled) return { site, rules, refusal: SITE_MESSAGES.txtOff };
    return { site, rules, refusal: null };
  }

  /**
   * The site's own zone when the server keeps one (WHM refuses parse_dns_zone for a zone that does not exist), else
   * the shared zone. Asked each time: a server's layout can change, and a removed site's zone goes with its account.
   */
  async function readZone(whm: WhmClient, domain: string): Promise<SiteZone> {
    try {
      return { name: domain.toLowerCase(), zone: await whm.parseDnsZone(domain) };
    } catch (error) {
      if (!(error instanceof WhmError && error.kind === 'api')) throw toSiteError(error);
    }
    return { name: hostedDomain, zone: await onWhm(() => whm.parseDnsZone(hostedDomain)) };
  }

  /**
   * Reads the site's zone, lets `plan` decide the edit from what is there now, and saves it with that serial;
   * another customer's edit of a shared zone in between makes it read and decide again. `plan` throws to refuse.
   */
  async function editZone(whm: WhmClient, domain: string, plan: (own: OwnRecord[]) => ZoneEdit | null) {
    for (let attempt = 1; ; attempt += 1) {
      const site = await readZone(whm, domain);
      const change = plan(ownRecords(site, domain));
      if (!change) return;
      try {
        await whm.massEditDnsZone(site.name, site.zone.serial, change);
        return;
      } catch (error) {
        if (!isStaleSerial(error)) throw toSiteError(error);
        if (attempt >= ATTEMPTS)
          throw new AppError('UNAVAILABLE', SITE_MESSAGES.sharedZoneBusy, { error: 'ZONE_BUSY', retry: true });
      }
    }
  }

  // A removed free site's records go with it, whether or not the operator still allows them: a label someone else
  // claims next must not carry the last owner's proofs. WHM down: the queue tries again.
  deps.hosting.onAccountRemoved(async (tx, account) => {
    if (account.domain.toLowerCase().endsWith(`.${hostedDomain}`))
      await enqueueJob(
        tx,
        VERIFICATION_TXT_CLEANUP_JOB,
        { domain: account.domain },
        { runAt: deps.now(), maxAttempts: 20 },
      );
  });
  deps.jobs.register(VERIFICATION_TXT_CLEANUP_JOB, async (job) => {
    const domain = String((job.payload as { domain?: unknown }).domain ?? '');
    if (!domain.endsWith(`.${hostedDomain}`)) return 'skipped';
    // Claimed again before this ran: what is there may be the new owner's, who sees and manages it.
    if (await deps.hosting.findAccountByDomain(domain)) return 'reclaimed';
    const whm = await deps.apiSettings.getWhm();
    if (!whm) throw new Error('WHM is not configured');
    let removed = 0;
    await editZone(whm.client, domain, (own) => {
      removed = own.length;
      return own.length > 0 ? { remove: own.map((r) => r.lineIndex) } : null;
    });
    return `removed ${removed}`;
  });

  return {
    async read(actor: SiteActor, accountId: number): Promise<SiteVerificationTxt> {
      const { site, rules, refusal } = await openFree(actor, accountId);
      const answer = { domain: site.domain, limit: rules.subdomainTxtLimit };
      if (refusal === SITE_MESSAGES.txtOwnDomain) return { ...answer, allowed: false, records: [], message: refusal };
      // Turned off: records added before stay listed, so their owner can still remove them.
      const records = ownRecords(await readZone(site.whm, site.domain), site.domain).map(({ id, name, text }) => ({
        id,
        name,
        text,
      }));
      return { ...answer, allowed: refusal === null, records, message: refusal };
    },

    async add(actor: SiteActor, accountId: number, body: z.infer<typeof addVerificationTxtBody>) {
      const { site, rules, refusal } = await openFree(actor, accountId);
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      const fqdn = body.name === '@' ? site.domain : `${body.name}.${site.domain}`;
      if (fqdn.length > 253) throw new AppError('BAD_REQUEST', SITE_MESSAGES.nameTooLongForDns);
      const domain = site.domain.toLowerCase();
      if (isMailAuthentication(fqdn.toLowerCase(), body.text, domain))
        throw new AppError('BAD_REQUEST', SITE_MESSAGES.txtMailManaged, { error: 'TXT_MAIL_MANAGED' });
      await editZone(site.whm, site.domain, (own) => {
        if (own.some((r) => r.id === recordId(fqdn, body.text)))
          throw new AppError('CONFLICT', SITE_MESSAGES.txtExists, { error: 'TXT_EXISTS' });
        if (own.length >= rules.subdomainTxtLimit)
          throw new AppError('CONFLICT', txtLimitMessage(rules.subdomainTxtLimit), { error: 'TXT_LIMIT' });
        return { add: [{ name: `${fqdn}.`, type: 'TXT', ttl: VERIFICATION_TXT.ttl, data: [body.text] }] };
      });
      await audit(site, 'site.verification_txt_add', { name: body.name, text: body.text });
      return {
        message: SITE_MESSAGES.txtAdded,
        record: { id: recordId(fqdn, body.text), name: body.name, text: body.text },
      };
    },

    async remove(actor: SiteActor, accountId: number, id: string) {
      const { site, refusal } = await openFree(actor, accountId);
      // Turned off later: the customer may still take theirs away, never add.
      if (refusal === SITE_MESSAGES.txtOwnDomain) throw new AppError('FORBIDDEN', refusal);
      let removed: OwnRecord | undefined;
      await editZone(site.whm, site.domain, (own) => {
        removed = own.find((r) => r.id === id);
        if (!removed) throw new AppError('NOT_FOUND', SITE_MESSAGES.txtNotFound);
        return { remove: [removed.lineIndex] };
      });
      await audit(site, 'site.verification_txt_remove', { name: removed!.name, text: removed!.text });
      return { message: SITE_MESSAGES.txtRemoved };
    },
  };
}
