import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { registrationSettings } from '../../db/schema/index.js';

// registration_settings is a singleton seeded by migration 0001; the oldest row is the one in force.

export async function readRegistrationSettings(db: DbOrTx) {
  const rows = await db
    .select({
      id: registrationSettings.id,
      deviceLimitsEnabled: registrationSettings.deviceLimitsEnabled,
      adminsRequireTwoFactor: registrationSettings.adminsRequireTwoFactor,
    })
    .from(registrationSettings)
    .orderBy(asc(registrationSettings.id))
    .limit(1);
  return rows[0];
}

export async function writeRegistrationSettings(
  db: DbOrTx,
  values: { deviceLimitsEnabled: boolean; adminsRequireTwoFactor?: boolean },
  now: Date,
) {
  const current = await readRegistrationSettings(db);
  if (current) {
    await db
      .update(registrationSettings)
      .set({ ...values, updatedAt: now })
      .where(eq(registrationSettings.id, current.id));
  } else {
    await db.insert(registrationSettings).values({ ...values, updatedAt: now });
  }
}
