import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiSettings } from '../../db/schema/index.js';

export type ApiSettingsRow = typeof apiSettings.$inferSelect;
export type ApiSettingsValues = Pick<
  ApiSettingsRow,
  'whmApiUrl' | 'whmApiToken' | 'cpanelBaseUrl' | 'emailFromAddress' | 'emailFromName'
>;

/** api_settings is a singleton: the first row is the configuration, absent until an admin saves. */
export async function readApiSettingsRow(db: DbOrTx): Promise<ApiSettingsRow | undefined> {
  return (await db.select().from(apiSettings).orderBy(asc(apiSettings.id)).limit(1))[0];
}

export async function writeApiSettingsRow(db: DbOrTx, values: ApiSettingsValues, now: Date): Promise<ApiSettingsRow> {
  const current = await readApiSettingsRow(db);
  if (current) {
    const rows = await db
      .update(apiSettings)
      .set({ ...values, updatedAt: now })
      .where(eq(apiSettings.id, current.id))
      .returning();
    return rows[0]!;
  }
  const rows = await db
    .insert(apiSettings)
    .values({ ...values, isActive: true, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}
