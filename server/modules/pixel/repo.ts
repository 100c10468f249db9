import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { facebookPixelSettings } from '../../db/schema/index.js';

export type PixelSettingsRow = typeof facebookPixelSettings.$inferSelect;
export type PixelSettingsValues = Omit<PixelSettingsRow, 'id' | 'updatedAt'>;

/** facebook_pixel_settings is a singleton: the first row, absent until an admin saves. */
export async function readPixelSettingsRow(db: DbOrTx): Promise<PixelSettingsRow | undefined> {
  return (await db.select().from(facebookPixelSettings).orderBy(asc(facebookPixelSettings.id)).limit(1))[0];
}

export async function writePixelSettingsRow(
  db: DbOrTx,
  values: PixelSettingsValues,
  now: Date,
): Promise<PixelSettingsRow> {
  const current = await readPixelSettingsRow(db);
  if (current) {
    return (
      await db
        .update(facebookPixelSettings)
        .set({ ...values, updatedAt: now })
        .where(eq(facebookPixelSettings.id, current.id))
        .returning()
    )[0]!;
  }
  return (
    await db
      .insert(facebookPixelSettings)
      .values({ ...values, updatedAt: now })
      .returning()
  )[0]!;
}

export async function deletePixelSettingsRows(db: DbOrTx) {
  await db.delete(facebookPixelSettings);
}
