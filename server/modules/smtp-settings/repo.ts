import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { smtpSettings } from '../../db/schema/index.js';

export type SmtpSettingsRow = typeof smtpSettings.$inferSelect;
export type SmtpSettingsValues = Pick<
  SmtpSettingsRow,
  'host' | 'port' | 'username' | 'password' | 'encryption' | 'fromEmail' | 'fromName' | 'isActive'
>;

/** smtp_settings is a singleton: the first row is the configuration, absent until an admin saves. */
export async function readSmtpSettingsRow(db: DbOrTx): Promise<SmtpSettingsRow | undefined> {
  return (await db.select().from(smtpSettings).orderBy(asc(smtpSettings.id)).limit(1))[0];
}

export async function writeSmtpSettingsRow(
  db: DbOrTx,
  values: SmtpSettingsValues,
  now: Date,
): Promise<SmtpSettingsRow> {
  const current = await readSmtpSettingsRow(db);
  if (current) {
    return (
      await db
        .update(smtpSettings)
        .set({ ...values, updatedAt: now })
        .where(eq(smtpSettings.id, current.id))
        .returning()
    )[0]!;
  }
  return (
    await db
      .insert(smtpSettings)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning()
  )[0]!;
}

export async function deleteSmtpSettingsRows(db: DbOrTx): Promise<number> {
  return (await db.delete(smtpSettings).returning({ id: smtpSettings.id })).length;
}
