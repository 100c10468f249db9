// The admin's view and form of each reputation source: on/off and its key, sealed with the SecretBox and never
// answered back (a read says only whether one is stored). A source cannot be turned on without a key.
import {
  REPUTATION_MESSAGES,
  type ReputationSourceBody,
  type ReputationSourceView,
} from '../../../../contract/abuse-reputation.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { changedFields, type AuditTrail } from '../../../lib/audit-trail.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import type { ReputationSourceDefinition } from './definition.js';
import { readSourceSettings, upsertSourceSettings, type ReputationSettingsRow } from './repo.js';

export interface ReputationSettingsDeps {
  db: Db;
  secretBox: SecretBox;
  audit: AuditTrail;
  now: () => Date;
  definitions: () => ReputationSourceDefinition[];
}

export function createReputationSettings({ db, secretBox, audit, now, definitions }: ReputationSettingsDeps) {
  function viewOf(
    definition: ReputationSourceDefinition,
    row: ReputationSettingsRow | undefined,
  ): ReputationSourceView {
    return {
      id: definition.id,
      label: definition.label,
      enabled: row?.enabled ?? false,
      hasKey: Boolean(row?.apiKeySealed),
      keyLabel: definition.keyLabel,
      keyHelp: definition.keyHelp,
      quotaPerMinute: definition.quotaPerMinute,
      cacheNote: definition.cacheNote,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  async function list(): Promise<ReputationSourceView[]> {
    const rows = new Map((await readSourceSettings(db)).map((row) => [row.sourceId, row]));
    return definitions().map((d) => viewOf(d, rows.get(d.id)));
  }

  return {
    /** GET /api/admin/reputation-sources */
    list: async () => ({ sources: await list() }),

    /** PUT /api/admin/reputation-sources/:id */
    async save(sourceId: string, body: ReputationSourceBody) {
      const definition = definitions().find((d) => d.id === sourceId);
      if (!definition) throw new AppError('NOT_FOUND', REPUTATION_MESSAGES.unknownSource);
      const entered = body.apiKey?.trim() ? body.apiKey.trim() : null;
      await db.transaction(async (tx) => {
        const current = (await readSourceSettings(tx)).find((row) => row.sourceId === sourceId);
        const sealed = entered ? secretBox.seal(entered) : (current?.apiKeySealed ?? null);
        if (body.enabled && !sealed) {
          throw new AppError('BAD_REQUEST', REPUTATION_MESSAGES.keyRequired, { field: 'apiKey' });
        }
        await upsertSourceSettings(tx, { sourceId, enabled: body.enabled, apiKeySealed: sealed }, now());
        await audit.record(tx, {
          action: 'settings.reputation_source_changed',
          targetType: 'reputation_source',
          targetId: sourceId,
          details: changedFields({ source: definition.label, enabled: body.enabled, apiKey: entered ?? undefined }),
        });
      });
      const source = (await list()).find((s) => s.id === sourceId)!;
      return { message: REPUTATION_MESSAGES.saved, source };
    },
  };
}

export type ReputationSettings = ReturnType<typeof createReputationSettings>;
