import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stripeSettings } from '../../db/schema/index.js';

export type StripeSettingsRow = typeof stripeSettings.$inferSelect;
export type StripeSettingsValues = Pick<StripeSettingsRow, 'publicKey' | 'secretKey' | 'webhookSecret' | 'isTestMode'>;

/** stripe_settings is a singleton: the first row is the configuration, absent until an admin saves. */
export async function readStripeSettingsRow(db: DbOrTx): Promise<StripeSettingsRow | undefined> {
  return (await db.select().from(stripeSettings).orderBy(asc(stripeSettings.id)).limit(1))[0];
}

export async function writeStripeSettingsRow(
  db: DbOrTx,
  values: StripeSettingsValues,
  now: Date,
): Promise<StripeSettingsRow> {
  const current = await readStripeSettingsRow(db);
  if (current) {
    return (
      await db
        .update(stripeSettings)
        .set({ ...values, updatedAt: now })
        .where(eq(stripeSettings.id, current.id))
        .returning()
    )[0]!;
  }
  return (
    await db
      .insert(stripeSettings)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning()
  )[0]!;
}

export type WebhookEndpointState = Pick<
  StripeSettingsRow,
  | 'webhookEndpointId'
  | 'webhookEndpointSecret'
  | 'webhookEndpointUrl'
  | 'webhookEndpointApiVersion'
  | 'webhookEndpointError'
  | 'webhookEndpointCheckedAt'
>;

/**
 * Records the outcome of the endpoint step. updatedAt moves with it: the cached connection (and its webhook secret)
 * of every instance is keyed on it.
 */
export async function writeWebhookEndpointState(
  db: DbOrTx,
  id: number,
  values: Partial<WebhookEndpointState>,
  now: Date,
): Promise<StripeSettingsRow> {
  return (
    await db
      .update(stripeSettings)
      .set({ ...values, updatedAt: now })
      .where(eq(stripeSettings.id, id))
      .returning()
  )[0]!;
}

/** The Stripe Tax switch; updatedAt moves with it, so every instance's cached connection picks it up. */
export async function writeStripeTaxSetting(
  db: DbOrTx,
  id: number,
  automaticTax: boolean,
  now: Date,
): Promise<StripeSettingsRow> {
  return (
    await db.update(stripeSettings).set({ automaticTax, updatedAt: now }).where(eq(stripeSettings.id, id)).returning()
  )[0]!;
}
