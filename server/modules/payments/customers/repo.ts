import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { billingCustomers, billingPayments, billingSubscriptions } from '../../../db/schema/index.js';

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;
export type NewBillingCustomer = typeof billingCustomers.$inferInsert;
export type BillingAddress = NonNullable<BillingCustomerRow['address']>;

export async function findCustomerByPerson(db: DbOrTx, personKey: string): Promise<BillingCustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.personKey, personKey)).limit(1);
  return row;
}

export async function findCustomerById(db: DbOrTx, id: number): Promise<BillingCustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.id, id)).limit(1);
  return row;
}

/** The person's row, or the one two racing checkouts inserted first (the unique person key decides). */
export async function insertCustomerOnce(db: DbOrTx, values: NewBillingCustomer): Promise<BillingCustomerRow> {
  const [row] = await db
    .insert(billingCustomers)
    .values(values)
    .onConflictDoNothing({ target: billingCustomers.personKey })
    .returning();
  return row ?? (await findCustomerByPerson(db, values.personKey))!;
}

export async function updateCustomer(
  db: DbOrTx,
  id: number,
  values: Partial<NewBillingCustomer>,
  now: Date,
): Promise<BillingCustomerRow> {
  const [row] = await db
    .update(billingCustomers)
    .set({ ...values, updatedAt: now })
    .where(eq(billingCustomers.id, id))
    .returning();
  return row!;
}

/** An anonymous buyer's row taken over by the account with that address (`email:` → `user:`), unless it has one. */
export async function adoptCustomer(
  db: DbOrTx,
  fromKey: string,
  toKey: string,
  userId: number,
  now: Date,
): Promise<BillingCustomerRow | undefined> {
  const [row] = await db
    .update(billingCustomers)
    .set({ personKey: toKey, userId, updatedAt: now })
    .where(
      and(
        eq(billingCustomers.personKey, fromKey),
        sql`not exists (select 1 from ${billingCustomers} b where b.person_key = ${toKey})`,
      ),
    )
    .returning();
  return row;
}

/** The rows of an account (its own, and one still under its address): what "Your data" exports and erasure removes. */
export async function listCustomersOfUser(db: DbOrTx, userId: number, email: string | null) {
  return db
    .select()
    .from(billingCustomers)
    .where(
      sql`${billingCustomers.userId} = ${userId} or ${billingCustomers.personKey} = ${`user:${userId}`} or ${billingCustomers.personKey} = ${`email:${(email ?? '').toLowerCase()}`}`,
    );
}

export async function deleteCustomersOfUser(db: DbOrTx, userId: number, email: string | null): Promise<number> {
  const rows = await db
    .delete(billingCustomers)
    .where(
      sql`${billingCustomers.userId} = ${userId} or ${billingCustomers.personKey} = ${`user:${userId}`} or ${billingCustomers.personKey} = ${`email:${(email ?? '').toLowerCase()}`}`,
    )
    .returning({ id: billingCustomers.id });
  return rows.length;
}

/** Rows whose tax ID Stripe has not finished verifying (the follow-up job reads them). */
export async function listPendingTaxIds(db: DbOrTx): Promise<BillingCustomerRow[]> {
  return db
    .select()
    .from(billingCustomers)
    .where(and(isNotNull(billingCustomers.taxIdStripeId), eq(billingCustomers.taxIdStatus, 'pending')));
}

/**
 * Everyone the ledger knows as a payer: each distinct address with the account it was paid under, if any. The merge job
 * asks Stripe for the customers of each address.
 */
export async function listLedgerPayers(db: DbOrTx): Promise<{ email: string; userId: number | null }[]> {
  const rows = await db.execute(sql`
    select email, max(user_id) as user_id from (
      select lower(${billingPayments.email}) as email, ${billingPayments.userId} as user_id from ${billingPayments}
        where ${billingPayments.email} is not null
      union all
      select lower(${billingSubscriptions.email}), ${billingSubscriptions.userId} from ${billingSubscriptions}
        where ${billingSubscriptions.email} is not null
    ) payers group by email order by email`);
  const list = (rows as unknown as { rows: { email: string; user_id: number | string | null }[] }).rows;
  return list.map((r) => ({ email: r.email, userId: r.user_id === null ? null : Number(r.user_id) }));
}
