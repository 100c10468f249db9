import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { promotionCodes, promotionRedemptions } from '../../../db/schema/index.js';
import { violatedUniqueConstraint } from '../../../lib/pg-errors.js';

// promotion_codes (what admins made, mirrored from Stripe's coupon and promotion code) and promotion_redemptions
// (each subscription a code was applied to).

export type PromotionCodeRow = typeof promotionCodes.$inferSelect;
export type NewPromotionCode = typeof promotionCodes.$inferInsert;
export type RedemptionRow = typeof promotionRedemptions.$inferSelect;

/** null when the code exists already (any case). */
export async function insertPromotionCode(db: DbOrTx, values: NewPromotionCode): Promise<PromotionCodeRow | null> {
  try {
    const [row] = await db.insert(promotionCodes).values(values).returning();
    return row ?? null;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'promotion_codes_code_idx') return null;
    throw error;
  }
}

export async function isCodeTaken(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: promotionCodes.id })
    .from(promotionCodes)
    .where(sql`lower(${promotionCodes.code}) = ${code.toLowerCase()}`);
  return Boolean(row);
}

export async function findPromotionCodeByText(db: DbOrTx, code: string): Promise<PromotionCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionCodes)
    .where(sql`lower(${promotionCodes.code}) = ${code.toLowerCase()}`);
  return row;
}

export async function findPromotionCodeById(db: DbOrTx, id: number): Promise<PromotionCodeRow | undefined> {
  const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.id, id));
  return row;
}

/** Every code, newest first, with how many subscriptions it was applied to. */
export async function listPromotionCodes(db: DbOrTx) {
  return db
    .select({
      row: promotionCodes,
      // Qualified by hand: inside the sub-select an unqualified "id" would be the redemption's own.
      redeemed:
        sql<number>`(select count(*) from promotion_redemptions r where r.promotion_code_id = "promotion_codes"."id")`.mapWith(
          Number,
        ),
    })
    .from(promotionCodes)
    .orderBy(desc(promotionCodes.id));
}

export async function countRedemptions(db: DbOrTx, promotionCodeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionCodeId, promotionCodeId));
  return row?.n ?? 0;
}

export async function setPromotionCodeActive(db: DbOrTx, id: number, isActive: boolean, at: Date) {
  const [row] = await db
    .update(promotionCodes)
    .set({ isActive, updatedAt: at })
    .where(eq(promotionCodes.id, id))
    .returning();
  return row;
}

/** Once per code and subscription (a retried checkout or webhook records it once). */
export async function recordRedemption(db: DbOrTx, values: typeof promotionRedemptions.$inferInsert) {
  await db.insert(promotionRedemptions).values(values).onConflictDoNothing();
}

/** The code a subscription was started with (its checkout's redemption), if any. */
export async function findCheckoutCodeOfSubscription(
  db: DbOrTx,
  subscriptionId: string,
): Promise<PromotionCodeRow | undefined> {
  const [found] = await db
    .select({ code: promotionCodes })
    .from(promotionRedemptions)
    .innerJoin(promotionCodes, eq(promotionCodes.id, promotionRedemptions.promotionCodeId))
    .where(
      and(eq(promotionRedemptions.stripeSubscriptionId, subscriptionId), eq(promotionRedemptions.usedAt, 'checkout')),
    )
    .limit(1);
  return found?.code;
}

export async function listRedemptions(db: DbOrTx, promotionCodeId: number): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.promotionCodeId, promotionCodeId)))
    .orderBy(desc(promotionRedemptions.redeemedAt))
    .limit(500);
}
