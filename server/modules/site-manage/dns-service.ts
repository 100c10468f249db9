import type { z } from 'zod';
import { SITE_MESSAGES, type saveDnsBody, type siteDnsSchema } from '../../../contract/site-manage.js';
import { AppError } from '../../errors.js';
import { isStaleSerial, massEditZone, parseZone } from '../../integrations/whm/cpanel/dns.js';
import { isEditableType, relativeName, toZoneRecord } from './dns-records.js';
import { onWhm, toSiteError, type OpenSite, type SiteAccess, type SiteActor } from './site-access.js';
import type { SiteAudit } from './site-audit.js';
import { fillMessage } from '../../../contract/i18n/format.js';

// DNS for a paid site on its own domain: parse_zone to read, mass_edit_zone with the serial the customer's page read
// to save. cPanel refuses a stale serial; the customer then sees the zone as it is now and decides again — nothing
// they did not see is ever overwritten. A free subdomain's zone is the operator's: no editor.

type SiteDns = z.infer<typeof siteDnsSchema>;

export function createDnsService({ access, audit }: { access: SiteAccess; audit: SiteAudit }) {
  async function readZone(site: OpenSite): Promise<SiteDns> {
    const zone = await onWhm(() => parseZone(site.whm, site.user, site.domain));
    return {
      editable: true,
      zone: site.domain,
      serial: zone.serial,
      records: zone.records.map((r) => ({
        lineIndex: r.lineIndex,
        name: relativeName(r.name, site.domain),
        type: r.type,
        ttl: r.ttl,
        data: r.data,
        editable: isEditableType(r.type),
      })),
      message: null,
    };
  }

  async function openEditable(actor: SiteActor, accountId: number) {
    const site = await access.open(actor, accountId);
    if (site.isFreeSubdomain || site.isFreePlan) return { site, editable: false as const };
    return { site, editable: true as const };
  }

  return {
    async read(actor: SiteActor, accountId: number): Promise<SiteDns> {
      const { site, editable } = await openEditable(actor, accountId);
      if (!editable)
        return {
          editable: false,
          zone: site.domain,
          serial: null,
          records: [],
          message: SITE_MESSAGES.zoneNotEditable,
        };
      return readZone(site);
    },

    async save(actor: SiteActor, accountId: number, body: z.infer<typeof saveDnsBody>) {
      const { site, editable } = await openEditable(actor, accountId);
      if (!editable) throw new AppError('FORBIDDEN', SITE_MESSAGES.zoneNotEditable);
      if (body.add.length + body.edit.length + body.remove.length === 0)
        throw new AppError('BAD_REQUEST', SITE_MESSAGES.nothingToSave);
      const current = await readZone(site);
      // Only the editable types: the zone's SOA and NS records are the server's, never the form's.
      for (const line of [...body.remove, ...body.edit.map((e) => e.lineIndex)]) {
        const record = current.records.find((r) => r.lineIndex === line);
        if (record && !record.editable)
          throw new AppError('BAD_REQUEST', fillMessage(SITE_MESSAGES.recordLocked, { type: record.type }));
      }
      try {
        await massEditZone(site.whm, site.user, site.domain, body.serial, {
          add: body.add.map((r) => toZoneRecord(r, site.domain)),
          edit: body.edit.map((r) => ({ ...toZoneRecord(r, site.domain), lineIndex: r.lineIndex })),
          remove: body.remove,
        });
      } catch (error) {
        if (isStaleSerial(error))
          throw new AppError('CONFLICT', SITE_MESSAGES.zoneChanged, {
            error: 'ZONE_CHANGED',
            zone: await readZone(site),
          });
        throw toSiteError(error);
      }
      await audit(site, 'site.dns_save', {
        added: body.add.map((r) => `${r.type} ${r.name}`),
        edited: body.edit.map((r) => `${r.type} ${r.name}`),
        removed: body.remove.length,
      });
      return { message: SITE_MESSAGES.zoneSaved, zone: await readZone(site) };
    },
  };
}
