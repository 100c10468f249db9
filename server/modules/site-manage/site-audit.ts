import type { Db } from '../../db/client.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { OpenSite } from './site-access.js';

/**
 * Every change a site tool made on cPanel, recorded after cPanel accepted it (the change lives there, not in a row
 * of ours, so there is no transaction to share). Passwords never reach details.
 */
export function createSiteAudit(db: Db, audit: AuditTrail) {
  return (site: OpenSite, action: string, details: Record<string, unknown> = {}) =>
    db.transaction((tx) =>
      audit.record(tx, {
        action,
        subjectUserId: site.userId,
        targetType: 'hosting_account',
        targetId: site.accountId,
        details: { domain: site.domain, ...details },
      }),
    );
}

export type SiteAudit = ReturnType<typeof createSiteAudit>;
