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
import type { WhmClient } from '../../integrations/whm/types.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { HostingService } from '../hosting/index.js';
import { onWhm, toSiteError, type SiteAccess, type SiteActor } from './site-access.js';
import type { SiteAudit } from './site-audit.js';
import type { SiteManageSettingsService } from './settings-service.js';

// Verification TXT records of a free subdomain. Its name lives in the operator's shared-domain zone, which no cPanel
// user owns, so the records are written as the WHM token's owner (WHM API 1 parse_dns_zone / mass_edit_dns_zone)
// — and therefore confined here: TXT only, only at the site's own name or below it, a few per site, one short
// string each, and only while the operator allows it. Every other record of that zone is invisible to the customer.

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

/** The TXT records at the site's own name or below it, and nothing else of the shared zone. */
function ownRecords(zone: ParsedZone, domain: string, hostedDomain: string): OwnRecord[] {
  const own = domain.toLowerCase();
  return zone.records.flatMap((r) => {
    if (r.type !== 'TXT') return [];
    const fqdn = absolute(r.name, hostedDomain);
    if (fqdn !== own && !fqdn.endsWith(`.${own}`)) return [];
    const text = r.data.join('');
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

  const readZone = (whm: WhmClient) => onWhm(() => whm.parseDnsZone(hostedDomain));

  /**
   * Reads the shared zone, lets `plan` decide the edit from what is there now, and saves it with that serial;
   * another customer's edit in between makes it read and decide again. `plan` throws to refuse.
   */
  async function editShared(whm: WhmClient, domain: string, plan: (own: OwnRecord[]) => ZoneEdit | null) {
    for (let attempt = 1; ; attempt += 1) {
      const zone = await readZone(whm);
      const change = plan(ownRecords(zone, domain, hostedDomain));
      if (!change) return;
      try {
        await whm.massEditDnsZone(hostedDomain, zone.serial, change);
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
    await editShared(whm.client, domain, (own) => {
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
      const records = ownRecords(await readZone(site.whm), site.domain, hostedDomain).map(({ id, name, text }) => ({
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
      if (fqdn.length > 253) throw new AppError('BAD_REQUEST', 'The name is too long for DNS');
      await editShared(site.whm, site.domain, (own) => {
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
      await editShared(site.whm, site.domain, (own) => {
        removed = own.find((r) => r.id === id);
        if (!removed) throw new AppError('NOT_FOUND', SITE_MESSAGES.txtNotFound);
        return { remove: [removed.lineIndex] };
      });
      await audit(site, 'site.verification_txt_remove', { name: removed!.name, text: removed!.text });
      return { message: SITE_MESSAGES.txtRemoved };
    },
  };
}
