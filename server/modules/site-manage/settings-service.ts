import {
  SITE_MESSAGES,
  VERIFICATION_TXT,
  type SiteManageSettings,
  type SiteManageSettingsBody,
} from '../../../contract/site-manage.js';
import type { Db } from '../../db/client.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { readSiteManageSettings, writeSiteManageSettings } from './repo.js';

// The operator's word on "Manage site" (Settings → Manage site). Verification TXT records of free sites live in
// the operator's own shared-domain zone, so they stay off until an admin turns them on.

export function createSiteManageSettings({ db, audit, now }: { db: Db; audit: AuditTrail; now: () => Date }) {
  async function read(): Promise<SiteManageSettings> {
    const row = await readSiteManageSettings(db);
    return {
      subdomainTxtEnabled: row?.subdomainTxtEnabled ?? false,
      subdomainTxtLimit: row?.subdomainTxtLimit ?? VERIFICATION_TXT.defaultPerSite,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    read,

    /** PUT /api/admin/site-manage/settings: audited with the values saved. */
    async save(body: SiteManageSettingsBody): Promise<{ message: string; settings: SiteManageSettings }> {
      await db.transaction(async (tx) => {
        await writeSiteManageSettings(tx, body, now());
        await audit.record(tx, {
          action: 'settings.site_manage_changed',
          targetType: 'settings',
          targetId: 'site-manage',
          details: { ...body },
        });
      });
      return { message: SITE_MESSAGES.settingsSaved, settings: await read() };
    },
  };
}

export type SiteManageSettingsService = ReturnType<typeof createSiteManageSettings>;
