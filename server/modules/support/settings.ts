import {
  SUPPORT_CATEGORIES,
  SUPPORT_DEFAULT_RESPONSE_MINUTES,
  SUPPORT_PRIORITIES,
  type SupportPriority,
  type SupportSettings,
} from '../../../contract/support.js';
import type { DbOrTx } from '../../db/client.js';
import { changedFields } from '../../lib/audit-trail.js';
import type { SupportDeps } from './deps.js';
import { readSettingsRow, writeSettingsRow } from './repo.js';

// The desk's settings: first-response time per priority, who hears of new tickets per category, and the inbound
// webhook's signing key (sealed, write-only: the form shows only whether one is set).

export function createDeskSettings(deps: SupportDeps) {
  async function read(db: DbOrTx = deps.db): Promise<SupportSettings & { inboundKeySet: boolean }> {
    const row = await readSettingsRow(db);
    const responseMinutes = { ...SUPPORT_DEFAULT_RESPONSE_MINUTES };
    for (const p of SUPPORT_PRIORITIES) {
      const value = row?.responseMinutes?.[p];
      if (typeof value === 'number') responseMinutes[p] = value;
    }
    const notifyByCategory: SupportSettings['notifyByCategory'] = {};
    for (const c of SUPPORT_CATEGORIES) {
      const list = row?.notifyByCategory?.[c];
      if (Array.isArray(list) && list.length) notifyByCategory[c] = list;
    }
    return { responseMinutes, notifyByCategory, inboundKeySet: Boolean(row?.inboundSigningKeySealed) };
  }

  return {
    read,
    async save(body: SupportSettings & { inboundSigningKey?: string }) {
      await deps.db.transaction(async (tx) => {
        await writeSettingsRow(tx, {
          responseMinutes: body.responseMinutes,
          notifyByCategory: body.notifyByCategory,
          // Write-only: absent keeps the stored key, '' clears it.
          ...(body.inboundSigningKey === undefined
            ? {}
            : { inboundSigningKeySealed: body.inboundSigningKey ? deps.seal(body.inboundSigningKey) : null }),
          updatedAt: deps.now(),
        });
        // The signing key is masked: the log keeps only that it was changed.
        await deps.audit.record(tx, {
          action: 'settings.support_desk_changed',
          targetType: 'support_settings',
          details: changedFields(body, ['inboundSigningKey']),
        });
      });
      return read();
    },
    async dueAt(db: DbOrTx, priority: SupportPriority, from: Date) {
      const minutes = (await read(db)).responseMinutes[priority];
      return new Date(from.getTime() + minutes * 60_000);
    },
    async notifyList(db: DbOrTx, category: string) {
      return (await read(db)).notifyByCategory[category as keyof SupportSettings['notifyByCategory']] ?? [];
    },
    async inboundSigningKey(): Promise<string | null> {
      const row = await readSettingsRow(deps.db);
      return row?.inboundSigningKeySealed ? deps.open(row.inboundSigningKeySealed) : null;
    },
  };
}

export type DeskSettings = ReturnType<typeof createDeskSettings>;
