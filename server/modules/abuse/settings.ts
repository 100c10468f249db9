import { ABUSE_AUTO_SUSPEND_THRESHOLD_DEFAULT, ABUSE_MESSAGES, type AbuseSettings } from '../../../contract/abuse.js';
import type { DbOrTx } from '../../db/client.js';
import { changedFields } from '../../lib/audit-trail.js';
import type { AbuseDeps } from './deps.js';
import { readSettings, upsertSettings } from './repo.js';

/** Automatic suspension: off and 3 until an admin saves otherwise. */
export async function loadAbuseSettings(db: DbOrTx): Promise<AbuseSettings> {
  const row = await readSettings(db);
  return row
    ? { autoSuspendEnabled: row.autoSuspendEnabled, autoSuspendThreshold: row.autoSuspendThreshold }
    : { autoSuspendEnabled: false, autoSuspendThreshold: ABUSE_AUTO_SUSPEND_THRESHOLD_DEFAULT };
}

export function createAbuseSettings({ db, audit, now }: Pick<AbuseDeps, 'db' | 'audit' | 'now'>) {
  return {
    /** GET /api/admin/abuse-settings */
    read: () => loadAbuseSettings(db),
    /** PUT /api/admin/abuse-settings */
    async save(body: AbuseSettings) {
      await db.transaction(async (tx) => {
        await upsertSettings(tx, body, now());
        await audit.record(tx, {
          action: 'settings.abuse_changed',
          targetType: 'abuse_settings',
          targetId: 1,
          details: changedFields(body),
        });
      });
      return { message: ABUSE_MESSAGES.settingsSaved, settings: await loadAbuseSettings(db) };
    },
  };
}
