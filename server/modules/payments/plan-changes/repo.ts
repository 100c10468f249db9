import { and, desc, eq, inArray, isNotNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { billingPlanChanges } from '../../../db/schema/index.js';
import { violatedUniqueConstraint } from '../../../lib/pg-errors.js';

// billing_plan_changes: one row per plan change a customer asked for; at most one open per subscription.

export type PlanChangeRow = typeof billingPlanChanges.$inferSelect;
export type NewPlanChange = typeof billingPlanChanges.$inferInsert;
export const OPEN_STATUSES = ['requested', 'awaiting_payment', 'scheduled'] as const;

/** The new row, or null when the subscription already has an open change (the partial unique index). */
export async function insertPlanChange(db: DbOrTx, values: NewPlanChange): Promise<PlanChangeRow | null> {
  try {
    const [row] = await db.insert(billingPlanChanges).values(values).returning();
    return row ?? null;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'billing_plan_changes_open_idx') return null;
    throw error;
  }
}

export async function findOpenChange(db: DbOrTx, subscriptionId: string): Promise<PlanChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(billingPlanChanges)
    .where(
      and(
        eq(billingPlanChanges.stripeSubscriptionId, subscriptionId),
        inArray(billingPlanChanges.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The changes of these subscriptions the billing centre shows: the open ones, and every upgrade with its invoice. The
 * ids may be a sub-select (the ledger's `subscriptionIdsOwnedBy`), so this read need not wait for the ledger's.
 */
export async function listChangesOfSubscriptions(
  db: DbOrTx,
  subscriptionIds: string[] | SQLWrapper,
): Promise<PlanChangeRow[]> {
  if (Array.isArray(subscriptionIds) && subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(billingPlanChanges)
    .where(
      and(
        inArray(billingPlanChanges.stripeSubscriptionId, subscriptionIds),
        or(inArray(billingPlanChanges.status, [...OPEN_STATUSES]), isNotNull(billingPlanChanges.invoiceId)),
      ),
    )
    .orderBy(desc(billingPlanChanges.id));
}

export async function findChangeById(db: DbOrTx, id: number): Promise<PlanChangeRow | undefined> {
  const [row] = await db.select().from(billingPlanChanges).where(eq(billingPlanChanges.id, id));
  return row;
}

export async function findChangeByInvoice(db: DbOrTx, invoiceId: string): Promise<PlanChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(billingPlanChanges)
    .where(eq(billingPlanChanges.invoiceId, invoiceId))
    .orderBy(desc(billingPlanChanges.id))
    .limit(1);
  return row;
}

/** Moves an open change on; answers the row only when it was still open (two paths apply it once). */
export async function settleChange(
  db: DbOrTx,
  id: number,
  changes: Partial<NewPlanChange> & { status: PlanChangeRow['status'] },
  at: Date,
): Promise<PlanChangeRow | undefined> {
  const [row] = await db
    .update(billingPlanChanges)
    .set({ ...changes, updatedAt: at })
    .where(and(eq(billingPlanChanges.id, id), inArray(billingPlanChanges.status, [...OPEN_STATUSES])))
    .returning();
  return row;
}

export async function lockChange(db: DbOrTx, id: number): Promise<PlanChangeRow | undefined> {
  const [row] = await db.select().from(billingPlanChanges).where(eq(billingPlanChanges.id, id)).for('update');
  return row;
}

export const countAppliedChanges = async (db: DbOrTx, subscriptionId: string) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(billingPlanChanges)
        .where(
          and(eq(billingPlanChanges.stripeSubscriptionId, subscriptionId), eq(billingPlanChanges.status, 'applied')),
        )
    )[0]?.n ?? 0,
  );
